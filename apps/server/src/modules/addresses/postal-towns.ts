/**
 * Towns named in an address query (docs/architecture.md "Search"). The local index may not cover a town ("vejle",
 * or "aalborg", which the typo search turned into "Elborg Alle, Dragør"). When a query names a
 * town or a postal code, a suggestion is only right if it lies in that town or really contains
 * the town's words; when none is, the field offers the town's postal codes and says the address
 * is not in the local index (local-address-provider.ts).
 *
 * A postal code is named when every word of 3+ letters of its folded name is a query word
 * ("vejle" names 7100 Vejle, not 7120 Vejle Øst; "store heddinge" names 4660), the 1–2 letter
 * district words being optional ("odense" names every Odense code; "odense c" only 5000), and
 * the most specific names win ("vejle øst" names only 7120). A
 * 4-digit query word that is a postal code names that code. Large-volume recipients
 * (stormodtager codes such as 0800) are never towns.
 */
import { addressTokens } from '@udlejning/shared/addresses/normalize';

export type PostalTown = { zip: string; city: string; words: string[]; addressCount: number };

export type TownIndex = {
  /** First word of the folded name → the postal codes whose name starts with it. */
  byFirstWord: Map<string, PostalTown[]>;
  byZip: Map<string, PostalTown>;
  /** Every word of 3+ letters of a town's folded name ("kobenhavn", "odense", "store", "heddinge"). */
  words: Set<string>;
};

/** What a query names: the postal codes, and the words a row outside them must contain to still be right. */
export type NamedTowns = { towns: PostalTown[]; words: string[] };

const isDistrict = (word: string) => word.length <= 2;

/** Builds the lookup from the postal code list (postal_codes rows). */
export function buildTownIndex(codes: { zip: string; name: string; stormodtager: boolean; addressCount: number }[]): TownIndex {
  const byFirstWord = new Map<string, PostalTown[]>();
  const byZip = new Map<string, PostalTown>();
  const townWords = new Set<string>();
  for (const code of codes) {
    if (code.stormodtager) continue;
    const words = addressTokens(code.name);
    if (words.length === 0) continue;
    const town: PostalTown = { zip: code.zip, city: code.name, words, addressCount: code.addressCount };
    byZip.set(code.zip, town);
    for (const w of words) if (!isDistrict(w)) townWords.add(w);
    const list = byFirstWord.get(words[0]);
    if (list) list.push(town);
    else byFirstWord.set(words[0], [town]);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => (a.zip < b.zip ? -1 : 1));
  return { byFirstWord, byZip, words: townWords };
}

/** The towns the query words (folded) name, or null; a postal code in the query wins over a name. */
export function findNamedTowns(index: TownIndex, tokens: string[]): NamedTowns | null {
  const zips = tokens.filter((t) => /^\d{4}$/.test(t) && index.byZip.has(t));
  if (zips.length > 0) return { towns: zips.map((z) => index.byZip.get(z)!), words: [] };
  const present = new Set(tokens);
  // the last town word typed counts (the town usually comes last)
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const candidates = (index.byFirstWord.get(tokens[i]) ?? []).filter((town) =>
      town.words.every((w) => isDistrict(w) || present.has(w)),
    );
    if (candidates.length === 0) continue;
    // the most specific names: "vejle øst" names Vejle Øst, not Vejle
    const longWords = (town: PostalTown) => town.words.filter((w) => !isDistrict(w)).length;
    const most = Math.max(...candidates.map(longWords));
    const specific = candidates.filter((town) => longWords(town) === most);
    const withDistrict = specific.filter((town) => town.words.some((w) => isDistrict(w) && present.has(w)));
    const towns = withDistrict.length > 0 ? withDistrict : specific;
    const words = [...new Set(towns.flatMap((town) => town.words.filter((w) => !isDistrict(w))))];
    return { towns, words };
  }
  return null;
}

/**
 * True when a row (its zip and its search words) fits the named towns: it lies in one of them,
 * or it contains each town word itself (a street named after the town, "Gammel Køge Landevej");
 * the query's last word may still be being typed, so a row word starting with it counts too.
 */
export function fitsNamedTowns(named: NamedTowns, zip: string, rowWords: ReadonlySet<string>, lastToken: string): boolean {
  if (named.towns.some((t) => t.zip === zip)) return true;
  if (named.words.length === 0) return false;
  return named.words.every((w) => {
    if (rowWords.has(w)) return true;
    if (w !== lastToken) return false;
    for (const rw of rowWords) if (rw.startsWith(w) && !rw.includes('#')) return true;
    return false;
  });
}
