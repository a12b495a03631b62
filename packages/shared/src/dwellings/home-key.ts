/**
 * One listing per home (docs/architecture.md "Dwellings and moderation", "One listing per home"): the key
 * that names the home a listing is about, so another live listing of the same home is one index lookup.
 * - An address from the index: `dar:<address id>` (the DAR adresse id of a unit; an access address's id
 *   gets the typed floor and door: `dar:<id>|<floor>|<door>`, so two flats of one staircase differ).
 * - An address typed by hand (manualAddress) or an admin's custom address without an id:
 *   `addr:<zip>|<street>|<house>|<floor>|<door>`, each part normalised (normalizeStreet, …), so
 *   "Gl. Kongevej 3, st. th." and "gammel  kongevej 3, stuen, th" are the same home.
 * - No address yet (a draft, a Facebook-sourced listing with only zip and city): null, matched by nothing.
 * Pure and shared: the server writes it with every save (dwellings.home_key).
 */
import { addressAlias, foldAddressText } from '../addresses/normalize';

/** The location fields the key reads (the stored DwellingContent location). */
export type HomeKeyLocation = {
  id?: string | null;
  street?: string | null;
  house?: string | null;
  floor?: string | null;
  door?: string | null;
  zip?: string | null;
  manualAddress?: boolean | null;
  customAddress?: boolean | null;
};

/** Lower case, trimmed, white space collapsed, dots dropped: "  1.  Sal " → "1 sal". */
function simplify(value: string | null | undefined): string {
  return (value ?? '').toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A street name as one comparable text: folded like the address search (ø→o, æ→e, aa→a, accents and
 * punctuation dropped) with the usual abbreviations written out ("Gl." → gammel, "Ndr." → nordre).
 */
export function normalizeStreet(street: string | null | undefined): string {
  const folded = foldAddressText(street ?? '');
  return folded
    .split(' ')
    .filter(Boolean)
    .map((w) => addressAlias(w) ?? w)
    .join(' ');
}

/** A house number: "12 B" and "12b" → "12b". */
export function normalizeHouse(house: string | null | undefined): string {
  return simplify(house).replace(/\s+/g, '');
}

/** Words that name the ground floor and the cellar, as typed. */
const GROUND_FLOOR = new Set(['st', 'stuen', 'stue', 'stueetage', 'stueetagen', '0', 'parterre']);
const CELLAR = new Set(['kl', 'kælder', 'kaelder', 'kælderen', 'kaelderen', 'k']);

/**
 * A floor: "st."/"st"/"stuen" → "st"; "kl."/"kælder" → "kl"; "1."/"1"/"1. sal"/"1.sal" → "1";
 * anything else lower-cased without dots and spaces; empty → "".
 */
export function normalizeFloor(floor: string | null | undefined): string {
  const f = simplify(floor).replace(/\bsal$/, '').trim();
  if (!f) return '';
  if (GROUND_FLOOR.has(f)) return 'st';
  if (CELLAR.has(f)) return 'kl';
  const numbered = /^(\d+)$/.exec(f.replace(/\s+/g, ''));
  if (numbered) return String(Number(numbered[1]));
  return f.replace(/\s+/g, '');
}

/** Door words as typed → DAR's dørbetegnelse. */
const DOORS: Record<string, string> = {
  th: 'th',
  'til højre': 'th',
  'til hoejre': 'th',
  højre: 'th',
  tv: 'tv',
  'til venstre': 'tv',
  venstre: 'tv',
  mf: 'mf',
  midt: 'mf',
  midtfor: 'mf',
  'midt for': 'mf',
};

/** A door: "th."/"TH"/"til højre" → "th", "tv" and "mf" alike; "3"/"03" → "3"; others lower-cased without dots and spaces. */
export function normalizeDoor(door: string | null | undefined): string {
  const d = simplify(door);
  if (!d) return '';
  if (Object.hasOwn(DOORS, d)) return DOORS[d];
  if (/^\d+$/.test(d)) return String(Number(d));
  return d.replace(/\s+/g, '');
}

/** A postal code: its digits only. */
export function normalizeZip(zip: string | null | undefined): string {
  return (zip ?? '').replace(/\D/g, '');
}

/** The home key of a listing's location (see the module doc), or null when it names no home yet. */
export function homeKey(location: HomeKeyLocation): string | null {
  const floor = normalizeFloor(location.floor);
  const door = normalizeDoor(location.door);
  const id = location.id?.trim();
  if (id) return floor || door ? `dar:${id.toLowerCase()}|${floor}|${door}` : `dar:${id.toLowerCase()}`;
  if (!location.manualAddress && !location.customAddress) return null;
  const street = normalizeStreet(location.street);
  const house = normalizeHouse(location.house);
  const zip = normalizeZip(location.zip);
  if (!street || !house || !zip) return null;
  return `addr:${zip}|${street}|${house}|${floor}|${door}`;
}
