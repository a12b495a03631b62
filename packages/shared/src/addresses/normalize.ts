/**
 * Folding of Danish address text for matching (docs/architecture.md "Search"). Both the index (at load time) and
 * the query use these functions, so "Højbjerg", "Hoejbjerg" and "hojbjerg" give the same token:
 * - lower case; accents and other diacritics removed (é→e, ü→u, å→a);
 * - ø→o and æ→e, and the digraphs aa→a, oe→o, ae→e (repeated until stable, so the result
 *   does not depend on which spelling was typed);
 * - anything but a-z and 0-9 separates words; a digit right after letters starts a new word
 *   ("ridehusgade49" → "ridehusgade 49"), letters after digits stay ("41N" → "41n").
 */

const DIGRAPHS = /aa|ae|oe/g;
const DIGRAPH_TO: Record<string, string> = { aa: 'a', ae: 'e', oe: 'o' };

/**
 * Folds one text to lower-case a-z/0-9 words separated by single spaces. With
 * `digraphs: false` aa/ae/oe are kept (the "light" form the typo search also tries: a dropped
 * letter can create a digraph, "Kanalen" → "Kaalen", which full folding would shorten further).
 */
export function foldAddressText(text: string, opts: { digraphs?: boolean } = {}): string {
  let s = text.toLowerCase().replace(/ø/g, 'o').replace(/æ/g, 'e').replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
  for (let more = opts.digraphs ?? true; more;) {
    const next = s.replace(DIGRAPHS, (m) => DIGRAPH_TO[m]);
    more = next !== s;
    s = next;
  }
  return s
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])(?=[0-9])/g, '$1 ')
    .trim();
}

/** The folded words of an address text, in order, duplicates kept. */
export function addressTokens(text: string): string[] {
  const folded = foldAddressText(text);
  return folded ? folded.split(' ') : [];
}

/**
 * Common abbreviations users type, mapped to the folded word of the register, which mostly
 * writes names out ("Gammel Kongevej", "København K") but not always ("Ndr Engvej").
 */
const QUERY_ALIASES: Record<string, string> = {
  kbh: 'kobenhavn',
  kbhvn: 'kobenhavn',
  cph: 'kobenhavn',
  copenhagen: 'kobenhavn',
  frb: 'frederiksberg',
  frbg: 'frederiksberg',
  gl: 'gammel',
  skt: 'sankt',
  sct: 'sankt',
  ndr: 'nordre',
  sdr: 'sonder',
};

/** The written-out word for an abbreviation ("kbh" → "kobenhavn"), or undefined. Matched in addition to the word itself. */
export function addressAlias(token: string): string | undefined {
  return Object.hasOwn(QUERY_ALIASES, token) ? QUERY_ALIASES[token] : undefined;
}

/** A query word: `word` fully folded, `light` without the digraph step (see foldAddressText). */
export type AddressQueryWord = { word: string; light: string };

/** The words of a search query: folded, duplicates removed (first occurrence kept), at most `max` words. */
export function addressQueryWords(query: string, max = 8): AddressQueryWord[] {
  const words = addressTokens(query);
  const light = foldAddressText(query, { digraphs: false }).split(' ');
  const out: AddressQueryWord[] = [];
  words.forEach((word, i) => {
    if (out.length < max && !out.some((w) => w.word === word)) out.push({ word, light: light[i] ?? word });
  });
  return out;
}

/** The fully folded words of a search query (see addressQueryWords). */
export function addressQueryTokens(query: string, max = 8): string[] {
  return addressQueryWords(query, max).map((w) => w.word);
}
