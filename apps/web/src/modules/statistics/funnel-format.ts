/** Labels of the let funnel's months (docs/architecture.md "Statistics", the let funnel). */
import { displayLocale } from '../../ui/format';

/** A Copenhagen month YYYY-MM as "nov. 2026" (da) / "Nov 2026" (en). */
export function monthLabel(month: string, lang: string): string {
  return new Intl.DateTimeFormat(displayLocale(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );
}
