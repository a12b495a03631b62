/**
 * The display text of an address, DAWA's `betegnelse` format (DAWA-API.md §1):
 *   "{vejnavn} {husnr}[, {etage}.][ {dør}][, {supplerendebynavn}], {postnr} {postnrnavn}"
 * e.g. "Ridehusgade 49, 2. th, 5000 Odense C", "Østre Stationsvej 41N, st. 2, 5000 Odense C".
 * Every floor gets a dot, including "st." and "kl.".
 */

export type AddressParts = {
  street: string;
  house: string;
  floor?: string | null;
  door?: string | null;
  /** supplerendebynavn, e.g. "Tårnby" in "…, Tårnby, 2770 Kastrup" */
  supplementaryCity?: string | null;
  zip: string;
  city: string;
};

/** Builds the DAWA betegnelse text of an address (empty parts are left out). */
export function formatAddressText(a: AddressParts): string {
  const floor = a.floor?.trim();
  const door = a.door?.trim();
  const supplementary = a.supplementaryCity?.trim();
  let text = `${a.street.trim()} ${a.house.trim()}`;
  if (floor && door) text += `, ${floor}. ${door}`;
  else if (floor) text += `, ${floor}.`;
  else if (door) text += `, ${door}`;
  if (supplementary) text += `, ${supplementary}`;
  return `${text}, ${a.zip.trim()} ${a.city.trim()}`;
}

/** Sort rank of a floor: none first, then cellars, ground floor, 1, 2, … (DAR etagebetegnelse). */
export function floorRank(floor: string | null | undefined): number {
  const f = (floor ?? '').trim().toLowerCase();
  if (!f) return -10;
  if (f === 'st') return 0;
  if (f === 'kl') return -1;
  const cellar = /^k(\d+)$/.exec(f);
  if (cellar) return -1 - Number(cellar[1]);
  const n = Number.parseInt(f, 10);
  return Number.isNaN(n) ? 500 : n;
}

/** Sort rank of a door: tv, mf, th, then numbered doors, then anything else (DAR dørbetegnelse). */
export function doorRank(door: string | null | undefined): number {
  const d = (door ?? '').trim().toLowerCase();
  if (!d) return -10;
  if (d === 'tv') return -3;
  if (d === 'mf') return -2;
  if (d === 'th') return -1;
  const n = /(\d+)/.exec(d);
  return n ? Number(n[1]) : 5000;
}

const pad = (n: number, width: number) => String(Math.max(0, Math.round(n))).padStart(width, '0');

/**
 * A text key that sorts the addresses of one street naturally: street, postal code, house
 * number (numeric, then letter), floor, door. `last` puts an access address after its own units.
 */
export function addressSortKey(a: AddressParts & { last?: boolean }): string {
  const house = /^(\d*)\s*(.*)$/.exec(a.house.trim().toLowerCase()) ?? ['', '', ''];
  const houseNumber = house[1] ? Number(house[1]) : 0;
  const floor = a.last ? 999 : floorRank(a.floor) + 20;
  const door = a.last ? 0 : doorRank(a.door) + 20;
  // \u0001 sorts before every character, so "9" < "9A" and "Nytorv" < "Nytorvet"
  return [
    a.street.trim().toLowerCase(),
    a.zip.trim(),
    pad(houseNumber, 5),
    house[2],
    pad(floor, 3),
    pad(door, 5),
    (a.door ?? '').toLowerCase(),
  ].join('\u0001');
}

// the floor and door parts of the key of a row without floor and door: an access address ('last') or a bare unit
const WHOLE_HOUSE_FLOORS = new Set([pad(999, 3), pad(floorRank(null) + 20, 3)]);
const WHOLE_HOUSE_DOORS = new Set([pad(0, 5), pad(doorRank(null) + 20, 5)]);

/**
 * The house an addressSortKey belongs to: `house` (street, postal code, house number and letter, as a key),
 * its `number` (the digits; 0 when none) and whether the key is the house's own row, without floor and door.
 */
export function houseOfSortKey(key: string): { house: string; number: number; isWholeHouse: boolean } {
  const parts = key.split('\u0001');
  return {
    house: parts.slice(0, 4).join('\u0001'),
    number: Number(parts[2]) || 0,
    isWholeHouse: WHOLE_HOUSE_FLOORS.has(parts[4] ?? '') && WHOLE_HOUSE_DOORS.has(parts[5] ?? ''),
  };
}
