/**
 * Loads the shipped address data (apps/server/data/addresses/*.csv.gz, see LICENSE.md there)
 * into `postal_codes`, `addresses` and `address_terms` on first start (docs/architecture.md "Search"):
 * - every postal code (postnumre.csv);
 * - the DAR unit addresses with floor/door (dar_adresser.csv, kind 'adresse');
 * - the DAR access addresses (dar_adgangsadresser.csv, kind 'adgangsadresse');
 * - the OpenStreetMap access addresses (osm_adgangsadresser.csv, source 'osm', ODbL), except
 *   those whose DAWA id is already a DAR access address; rows without an id get a stable uuid
 *   derived from their OSM element.
 * Text is the DAWA betegnelse; `search` holds its folded words plus the house-number marker.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADDRESS_DATA_DIR } from '../../platform/paths';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { addressSortKey, formatAddressText, type AddressParts } from '@udlejning/shared/addresses/format';
import { addressTokens } from '@udlejning/shared/addresses/normalize';
import type { Db } from '../../platform/db/client';
import {
  clearAddressIndex,
  countAddressImports,
  readAddressIndexState,
  readAddressSearchSources,
  insertAddressRows,
  insertPostalCodes,
  rebuildAddressTerms,
  updateAddressSearch,
  type NewAddressRow,
} from './addresses.repository';
import { houseMarkers, streetHouseLexemes } from './query-plan';

/** Folder of the shipped CSVs (never ../shared at run time). */
export { ADDRESS_DATA_DIR };

const BATCH_SIZE = 5000;

/**
 * Format of the built index: bump it whenever folding (normalize.ts), the text format or the
 * `search` words change, so existing databases reload the index at the next start.
 */
export const ADDRESS_INDEX_VERSION = 3;

type CsvRow = Record<string, string>;

/** Reads one gzipped CSV of the data folder as objects keyed by the header row. */
export function readAddressCsv(name: string, dir = ADDRESS_DATA_DIR): CsvRow[] {
  const text = gunzipSync(readFileSync(path.join(dir, `${name}.csv.gz`))).toString('utf8');
  return parse(text, { columns: true, skip_empty_lines: true }) as CsvRow[];
}

/** "0a3f507aac2832b8e0440003ba298018" → "0a3f507a-ac28-32b8-e044-0003ba298018" (DAWA ids in OSM lack dashes). */
export function toUuid(id: string): string {
  const hex = id.trim().toLowerCase().replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/.test(hex)) return id.trim().toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stable name-based uuid (version 5 layout, SHA-1) for rows that have no id of their own. */
export function derivedUuid(name: string): string {
  const h = createHash('sha1').update(`udlejning-address:${name}`).digest('hex');
  const variant = ((parseInt(h[16], 16) & 0x3) | 0x8).toString(16);
  return toUuid(`${h.slice(0, 12)}5${h.slice(13, 16)}${variant}${h.slice(17, 32)}`);
}

/** The folded search words of an address, its house-number markers and its `street#house` lexemes. */
export function searchText(text: string, house: string, street = ''): string {
  return [...addressTokens(text), ...houseMarkers(house), ...streetHouseLexemes(street, house)].join(' ');
}

/** Builds an index row from address parts (text formatted unless given). */
export function buildAddressRow(
  parts: AddressParts & {
    id: string;
    kind: 'adresse' | 'adgangsadresse';
    accessAddressId?: string | null;
    lon: number;
    lat: number;
    source: string;
  },
  opts: { text?: string; hasUnits?: boolean } = {},
): NewAddressRow {
  const text = opts.text?.trim() || formatAddressText(parts);
  return {
    id: parts.id,
    kind: parts.kind,
    accessAddressId: parts.accessAddressId ?? null,
    street: parts.street,
    house: parts.house,
    floor: parts.floor || null,
    door: parts.door || null,
    zip: parts.zip,
    city: parts.city,
    text,
    search: searchText(text, parts.house, parts.street),
    // an access address that has units sorts after them: the units are the finished choices
    sortKey: addressSortKey({ ...parts, last: opts.hasUnits }),
    lon: parts.lon,
    lat: parts.lat,
    source: parts.source,
  };
}

/** Builds every index row from the shipped CSVs (pure apart from reading the files). */
export function buildShippedAddressRows(dir = ADDRESS_DATA_DIR): NewAddressRow[] {
  const units = readAddressCsv('dar_adresser', dir);
  const access = readAddressCsv('dar_adgangsadresser', dir);
  const osm = readAddressCsv('osm_adgangsadresser', dir);
  const rows: NewAddressRow[] = [];
  const ids = new Set<string>();
  const push = (row: NewAddressRow) => {
    if (ids.has(row.id)) return;
    ids.add(row.id);
    rows.push(row);
  };

  const withUnits = new Set(units.map((u) => toUuid(u.adgangsadresseid)));
  // a unit without floor and door has the same text as its access address: offer it once
  const withBareUnit = new Set(units.filter((u) => !u.etage && !u['dør']).map((u) => toUuid(u.adgangsadresseid)));
  for (const u of units) {
    push(
      buildAddressRow(
        {
          id: toUuid(u.id),
          kind: 'adresse',
          accessAddressId: toUuid(u.adgangsadresseid),
          street: u.vejnavn,
          house: u.husnr,
          floor: u.etage,
          door: u['dør'],
          supplementaryCity: u.supplerendebynavn,
          zip: u.postnr,
          city: u.postnrnavn,
          lon: Number(u.lon),
          lat: Number(u.lat),
          source: 'dar',
        },
        { text: u.betegnelse },
      ),
    );
  }
  const darAccessIds = new Set<string>();
  for (const a of access) {
    const id = toUuid(a.id);
    darAccessIds.add(id);
    if (withBareUnit.has(id)) continue;
    push(
      buildAddressRow(
        {
          id,
          kind: 'adgangsadresse',
          street: a.vejnavn,
          house: a.husnr,
          supplementaryCity: a.supplerendebynavn,
          zip: a.postnr,
          city: a.postnrnavn,
          lon: Number(a.lon),
          lat: Number(a.lat),
          source: 'dar',
        },
        { text: a.betegnelse, hasUnits: withUnits.has(id) },
      ),
    );
  }
  const texts = new Set(rows.map((r) => r.text));
  for (const o of osm) {
    const id = o.adgangsadresseid ? toUuid(o.adgangsadresseid) : derivedUuid(`osm:${o.osm_type}/${o.osm_id}`);
    // the DAR row is the authoritative one for the same access address
    if (darAccessIds.has(id) || withUnits.has(id)) continue;
    const row = buildAddressRow({
      id,
      kind: 'adgangsadresse',
      street: o.vejnavn,
      house: o.husnr,
      zip: o.postnr,
      city: o.postnrnavn,
      lon: Number(o.lon),
      lat: Number(o.lat),
      source: 'osm',
    });
    // OSM sometimes maps one address twice (an entrance node and the building): keep the first
    if (texts.has(row.text)) continue;
    texts.add(row.text);
    push(row);
  }
  return rows;
}

/** Inserts rows in batches and rebuilds the vocabulary; returns the number of rows given. */
export async function insertAddressIndex(db: Db, rows: NewAddressRow[]): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await insertAddressRows(db, rows.slice(i, i + BATCH_SIZE));
  }
  await rebuildAddressTerms(db, ADDRESS_INDEX_VERSION);
  return rows.length;
}

/**
 * Rebuilds `search` (folded words, house markers, street#house lexemes) of every row from its
 * text, street and house, in id order and batches, then the derived tables. For a new index
 * format version when a national file was imported (its rows are kept). Returns the rows changed.
 */
export async function reindexAddressSearch(db: Db, onProgress?: (rows: number) => void): Promise<number> {
  let after = '';
  let changed = 0;
  let seen = 0;
  for (;;) {
    const batch = await readAddressSearchSources(db, after, BATCH_SIZE);
    if (batch.length === 0) break;
    const updates = batch
      .map((r) => ({ id: r.id, search: searchText(r.text, r.house, r.street), old: r.search }))
      .filter((r) => r.search !== r.old)
      .map(({ id, search }) => ({ id, search }));
    await updateAddressSearch(db, updates);
    changed += updates.length;
    seen += batch.length;
    after = batch[batch.length - 1].id;
    onProgress?.(seen);
  }
  await rebuildAddressTerms(db, ADDRESS_INDEX_VERSION);
  return changed;
}

/** True when the index holds addresses built by this index format version (what `state` says). */
const isCurrent = (state: { addresses: number; version: number }) =>
  state.addresses > 0 && state.version === ADDRESS_INDEX_VERSION;

/**
 * True when loadAddressIndexIfEmpty has nothing to do: the index holds addresses built by this
 * index format version. Expects the migrated tables (see hasPendingMigrations).
 */
export async function addressIndexIsCurrent(db: Db): Promise<boolean> {
  return isCurrent(await readAddressIndexState(db));
}

/**
 * Loads the index when it is empty or was built by another index format version (replacing it;
 * ids are stable, so stored locations keep pointing at the same addresses). When a national
 * address file was imported (npm run addresses:import), its rows are kept and only their search
 * words are rebuilt. Returns the number of address rows inserted or rebuilt (0 when it was already loaded).
 */
export async function loadAddressIndexIfEmpty(db: Db): Promise<number> {
  const state = await readAddressIndexState(db);
  if (isCurrent(state)) return 0;
  if (state.addresses > 0 && (await countAddressImports(db)) > 0) return reindexAddressSearch(db);
  const postal = readAddressCsv('postnumre').map((p) => ({
    zip: p.postnr,
    name: p.navn,
    stormodtager: p.stormodtager === 'true',
  }));
  const rows = buildShippedAddressRows();
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await clearAddressIndex(txDb);
    await insertPostalCodes(txDb, postal);
    return insertAddressIndex(txDb, rows);
  });
}
