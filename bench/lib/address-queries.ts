/**
 * Benchmark queries for the address autocomplete: drawn from real index rows and
 * degraded the way people type — diacritics stripped or spelled aa/oe/ae, one letter dropped or
 * two swapped, words in another order, upper/lower case, with or without city, postal code,
 * floor and door. Deterministic for a given seed.
 */

/** A small deterministic PRNG (mulberry32); returns floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type QuerySource = {
  id: string;
  street: string;
  house: string;
  floor: string | null;
  door: string | null;
  zip: string;
  city: string;
};
/** One benchmark query and what a correct answer must contain. */
export type BenchQuery = {
  q: string;
  expect: { street: string; house: string; zip: string; floor?: string | null; door?: string | null };
};

const pick = <T>(rnd: () => number, list: T[]): T => list[Math.floor(rnd() * list.length)];

function stripDiacritics(word: string, rnd: () => number): string {
  const spelled = rnd() < 0.5;
  return word
    .replace(/å/g, spelled ? 'aa' : 'a')
    .replace(/Å/g, spelled ? 'Aa' : 'A')
    .replace(/ø/g, spelled ? 'oe' : 'o')
    .replace(/Ø/g, spelled ? 'Oe' : 'O')
    .replace(/æ/g, spelled ? 'ae' : 'e')
    .replace(/Æ/g, spelled ? 'Ae' : 'E')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Drops one letter or swaps two neighbours in one word of 5+ letters (never the first letter). */
function addTypo(words: string[], rnd: () => number): string[] {
  const candidates = words.map((w, i) => ({ w, i })).filter(({ w }) => /^\p{L}{5,}$/u.test(w));
  if (candidates.length === 0) return words;
  const { w, i } = pick(rnd, candidates);
  const at = 1 + Math.floor(rnd() * (w.length - 2));
  const typo = rnd() < 0.5 ? w.slice(0, at) + w.slice(at + 1) : w.slice(0, at) + w[at + 1] + w[at] + w.slice(at + 2);
  return words.map((x, j) => (j === i ? typo : x));
}

function shuffle<T>(list: T[], rnd: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Builds `count` queries from `rows` (drawn with replacement). */
export function buildBenchQueries(rows: QuerySource[], count: number, seed = 42): BenchQuery[] {
  const rnd = createRandom(seed);
  const queries: BenchQuery[] = [];
  while (queries.length < count) {
    const row = pick(rnd, rows);
    const street = row.street.split(/\s+/);
    const city = row.city.split(/\s+/);
    const unit = [row.floor ? `${row.floor}.` : '', row.door ?? ''].filter(Boolean);
    const form = rnd();
    let words: string[];
    let expect: BenchQuery['expect'] = { street: row.street, house: row.house, zip: row.zip };
    if (form < 0.45) words = [...street, row.house, ...city];
    else if (form < 0.65) words = [...street, row.house, row.zip];
    else if (form < 0.8 && unit.length > 0) {
      words = [...street, row.house, ...unit, ...city];
      expect = { ...expect, floor: row.floor, door: row.door };
    } else if (form < 0.9) words = [...street, row.house, row.zip, ...city];
    else words = [...street, row.house, ...unit, row.zip, ...city];
    if (rnd() < 0.5) words = words.map((w) => stripDiacritics(w, rnd));
    if (rnd() < 0.4) words = addTypo(words, rnd);
    if (rnd() < 0.3) words = shuffle(words, rnd);
    if (rnd() < 0.5) words = words.map((w) => w.toLowerCase());
    queries.push({ q: words.join(' '), expect });
  }
  return queries;
}

/** True when one of `results` is the expected address (same street, house, zip; and floor/door when asked). */
export function isHit(results: QuerySource[], expect: BenchQuery['expect']): boolean {
  return results.some(
    (r) =>
      r.street === expect.street &&
      r.house === expect.house &&
      r.zip === expect.zip &&
      (expect.floor === undefined || (r.floor === expect.floor && r.door === expect.door)),
  );
}
