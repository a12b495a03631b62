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
 * The utility lines a seeker pays monthly on top of the rent: none when they are included in the rent (`inclusive`);
 * otherwise the itemised lines with an amount (WATER … OTHER), or the SUM line when it is the only one given (the form
 * shows SUM as the total of the lines, doc 2 §3 "Utility keys").
 */
export function monthlyUtilityLines<U extends { key: UtilityKey; value: number | null }>(
  economy: Pick<CostInput, 'inclusive'> & { utilities?: readonly U[] | null },
): (U & { value: number })[] {
  if (economy.inclusive) return [];
  const withAmount = (economy.utilities ?? []).filter((u): u is U & { value: number } => u.value != null);
  const items = withAmount.filter((u) => u.key !== 'SUM');
  return items.length > 0 ? items : withAmount.filter((u) => u.key === 'SUM').slice(0, 1);
}

/** The monthly utilities paid on top of the rent (øre): the sum of monthlyUtilityLines, 0 when inclusive. */
export function monthlyUtilities(economy: Pick<CostInput, 'inclusive' | 'utilities'>): number {
  return monthlyUtilityLines(economy).reduce((sum, u) => sum + u.value, 0);
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
 * indskud, doc 2 §5 step 2) + the first month's total monthly cost (rent + utilities). One of deposit, prepaid rent
 * and downpayment missing counts as 0; null when all three are missing (the upfront terms are unknown, so no sum
 * is stated) or the rent is unknown.
 */
export function moveInCost(economy: CostInput): number | null {
  const month = totalMonthlyCost(economy);
  if (month === null) return null;
  if (economy.deposit == null && economy.prepaid == null && economy.downpayment == null) return null;
  return (economy.deposit ?? 0) + (economy.prepaid ?? 0) + (economy.downpayment ?? 0) + month;
}
