/**
 * The display formatters every screen uses (doc 1 §9): money, dates and numbers.
 * - Money: integer øre → "12.500 kr." (Danish grouping in both languages; the shared `formatKr`,
 *   which the server's texts use too).
 * - Dates: an instant (ISO string or Date, UTC) shown in Europe/Copenhagen, da-DK for Danish and
 *   en-GB for English; invalid or missing input gives ''.
 * - Numbers: the UI language's grouping and decimal mark ("1.234,5" / "1,234.5").
 * `lang` is an i18next language ('da', 'en'); it defaults to the current UI language.
 */
// the app's i18next instance (lib/i18n.ts initialises it), without lib/i18n's start-up side effects
import i18next from 'i18next';
import { DISPLAY_TIME_ZONE } from '@udlejning/shared/i18n/languages';

export { formatAmount, formatKr } from '@udlejning/shared/dwellings/money';

/** The Intl locale of a UI language: 'en' → en-GB (day before month), anything else da-DK. */
export function displayLocale(lang: string | undefined = i18next.language): string {
  return lang === 'en' ? 'en-GB' : 'da-DK';
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar date in words: "1. december 2026" (da) / "1 December 2026" (en); '' for none or invalid. */
export function formatDate(value: string | Date | null | undefined, lang?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(displayLocale(lang), {
    timeZone: DISPLAY_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** Short date and time: "01.12.2026 14.05" (da) / "01/12/2026, 14:05" (en); '' for none or invalid. */
export function formatDateTime(value: string | Date | null | undefined, lang?: string): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(displayLocale(lang), {
    timeZone: DISPLAY_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

/** A number in the UI language: 1234.5 → "1.234,5" (da) / "1,234.5" (en); '' for a non-finite one. */
export function formatNumber(value: number, lang?: string, options?: Intl.NumberFormatOptions): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(displayLocale(lang), options).format(value);
}
