/**
 * What a seeker pays (doc 2 §3 economy {rent, prepaid, deposit, downpayment, inclusive, utilities[{key, value}]}),
 * computed the same way on the public page, in its server-sent HTML and in its JSON-LD. Amounts are integer øre.
 */
import type { UtilityKey } from './enums';

/** The economy fields the computations read; a missing amount counts as none. */
export type CostInput = {
  rent: number | null;
  prepaid?: number | null;
  deposit?: number | null;
  downpayment?: number | null;
  inclusive?: boolean;
  utilities?: readonly { key: UtilityKey; value: number | null }[] | null;
};

/**
 * The monthly utilities paid on top of the rent (øre): 0 when they are included in the rent (`inclusive`);
 * otherwise the sum of the itemised lines (WATER … OTHER), or the SUM line when it is the only one given
 * (the form shows SUM as the total of the lines, doc 2 §3 "Utility keys").
 */
export function monthlyUtilities(economy: Pick<CostInput, 'inclusive' | 'utilities'>): number {
  if (economy.inclusive) return 0;
  const lines = economy.utilities ?? [];
  const items = lines.filter((u) => u.key !== 'SUM' && u.value != null);
  if (items.length > 0) return items.reduce((sum, u) => sum + (u.value ?? 0), 0);
  return lines.find((u) => u.key === 'SUM')?.value ?? 0;
}

/**
 * Total monthly cost (øre) = rent + monthly utilities (monthlyUtilities: 0 when inclusive).
 * Null when the rent is unknown.
 */
export function totalMonthlyCost(economy: CostInput): number | null {
  if (economy.rent == null) return null;
  return economy.rent + monthlyUtilities(economy);
}

/**
 * Move-in cost (øre), what is paid before moving in = deposit + prepaid rent + downpayment (social housing's
 * indskud, doc 2 §5 step 2) + the first month's total monthly cost (rent + utilities). A missing deposit, prepaid
 * rent or downpayment counts as 0. Null when the rent is unknown.
 */
export function moveInCost(economy: CostInput): number | null {
  const month = totalMonthlyCost(economy);
  if (month === null) return null;
  return (economy.deposit ?? 0) + (economy.prepaid ?? 0) + (economy.downpayment ?? 0) + month;
}
