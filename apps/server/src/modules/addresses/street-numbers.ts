/**
 * A known street without the typed house number offers its numbers (docs/addresses.md "Search design" 8):
 * "ridehusgade 500" finds Ridehusgade only through a completion ("5000", its postal code) or by leaving the number
 * out, so ranking would list the street's first flats. Instead each house of the street is offered once, the
 * numbers nearest the typed one, so the landlord sees which numbers exist (and can type theirs by hand if it is missing).
 */
import { houseOfSortKey } from '@udlejning/shared/addresses/format';
import { HOUSE_LIKE } from './query-plan';

/** The query words that may be house numbers ("49", "41n"; not postal codes). */
export function typedHouses(tokens: readonly string[]): string[] {
  return tokens.filter((t) => HOUSE_LIKE.test(t));
}

/**
 * True when a row (its search words, which hold '#49', '#41n', '#41' markers) has one of the `houses` typed;
 * `typing` (the query's last word while it is still being typed) may be unfinished: "4" on the way to 49.
 */
export function hasTypedHouse(words: ReadonlySet<string>, houses: readonly string[], typing: string): boolean {
  for (const h of houses) {
    if (words.has(`#${h}`)) return true;
    if (h === typing) for (const w of words) if (w.startsWith(`#${h}`)) return true;
  }
  return false;
}

/**
 * One row per house (street, postal code, number): the house's own row (no floor, no door) when there is one,
 * else its first unit; of those the `limit` whose number is nearest `typed`, in natural order (by `sortKey`).
 */
export function streetNumbers<T extends { sortKey: string }>(rows: readonly T[], typed: number, limit: number): T[] {
  const byHouse = new Map<string, { row: T; number: number; isWholeHouse: boolean }>();
  for (const row of rows) {
    const h = houseOfSortKey(row.sortKey);
    const known = byHouse.get(h.house);
    const isBetter =
      !known ||
      (h.isWholeHouse && !known.isWholeHouse) ||
      (h.isWholeHouse === known.isWholeHouse && row.sortKey < known.row.sortKey);
    if (isBetter) byHouse.set(h.house, { row, number: h.number, isWholeHouse: h.isWholeHouse });
  }
  const byKey = (a: { row: T }, b: { row: T }) => (a.row.sortKey < b.row.sortKey ? -1 : a.row.sortKey > b.row.sortKey ? 1 : 0);
  return [...byHouse.values()]
    .sort((a, b) => Math.abs(a.number - typed) - Math.abs(b.number - typed) || byKey(a, b))
    .slice(0, limit)
    .sort(byKey)
    .map((h) => h.row);
}
