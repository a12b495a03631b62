/**
 * Money display and input for DKK (doc 1 §9, doc 2 §5 step 2). Amounts are integer øre
 * (1 kr. = 100 øre) everywhere except on screen: "12.500 kr." with dot thousands and comma decimals.
 */

/** The display truncates the integer part (kroner) to this many digits (doc 1 §9). */
export const MAX_KR_DIGITS = 6;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Formats øre as a Danish amount without unit: 1250000 → "12.500", 1250050 → "12.500,50".
 * Decimals appear only when the amount has øre; the kroner part keeps its first 6 digits.
 */
export function formatAmount(ore: number): string {
  if (!Number.isFinite(ore)) return '';
  const rounded = Math.round(ore);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const kroner = String(Math.floor(abs / 100)).slice(0, MAX_KR_DIGITS);
  const cents = abs % 100;
  return `${sign}${groupThousands(kroner)}${cents ? `,${String(cents).padStart(2, '0')}` : ''}`;
}

/** Formats øre for display: 1250000 → "12.500 kr."; null/undefined → "". */
export function formatKr(ore: number | null | undefined): string {
  if (ore === null || ore === undefined || !Number.isFinite(ore)) return '';
  return `${formatAmount(ore)} kr.`;
}

/**
 * Parses what a user typed into a currency input to øre, or null when empty or invalid.
 * Accepts digits, dot thousands separators, one comma with at most two decimals, and an optional
 * "kr." suffix: "12.500" → 1250000, "12500,5" → 1250050, "abc" → null. The kroner part is cut
 * to its first 6 digits, as the display does.
 */
export function parseKr(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const cleaned = text
    .replace(/\s+/g, '')
    .replace(/kr\.?$/i, '')
    .trim();
  if (cleaned === '') return null;
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const kroner = match[1]
    .replace(/\./g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_KR_DIGITS);
  const decimals = (match[2] ?? '').padEnd(2, '0');
  return Number(kroner) * 100 + Number(decimals);
}
