import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { ADDRESS_DATA_DIR, ADDRESS_INDEX_VERSION, loadAddressIndexIfEmpty } from './address-index.loader';
import { detectAddressFileFormat, importAddressFile, recordToAddressRow } from './address-import';
import { createLocalAddressProvider } from './local-address-provider';

const COLUMNS = [
  'id',
  'adgangsadresseid',
  'status',
  'kommunekode',
  'vejnavn',
  'husnr',
  'etage',
  'dør',
  'supplerendebynavn',
  'postnr',
  'postnrnavn',
  'betegnelse',
  'etrs89_x',
  'etrs89_y',
  'lon',
  'lat',
];
/** Ridehusgade 49, 2. th, 5000 Odense C in the shipped index: status 2 (nedlagt) in the national file removes it. */
const SHIPPED_UNIT = '01ffcb65-c425-4cee-9145-bef6570f34bb';

/** A small national file: 10 Vejle units (one with only ETRS89 coordinates), one removal, one bad record. */
function vejleFile(dir: string): string {
  const rows = Array.from({ length: 10 }, (_, i) => {
    const house = String(i + 1);
    const id = `7e000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const text = `Vestergade ${house}, 7100 Vejle`;
    return i === 9
      ? [id, '', '1', '0630', 'Vestergade', house, '', '', '', '7100', 'Vejle', text, '539000.12', '6176000.5', '', '']
      : [id, '', '1', '0630', 'Vestergade', house, '', '', '', '7100', 'Vejle', text, '', '', '9.53', '55.71'];
  });
  rows.push([SHIPPED_UNIT, '', '2', '0461', 'Ridehusgade', '49', '2', 'th', '', '5000', 'Odense C', '', '', '', '10.39', '55.4']);
  rows.push([
    '7e000000-0000-4000-8000-0000000000ff',
    '',
    '1',
    '0630',
    'Vestergade',
    '99',
    '',
    '',
    '',
    '',
    'Vejle',
    '',
    '',
    '',
    '9.5',
    '55.7',
  ]);
  return writeAddressFile(dir, 'vejle.csv', rows);
}

/** Writes `rows` under the national file's header as `dir/name`; returns its path. */
function writeAddressFile(dir: string, name: string, rows: string[][]): string {
  const file = path.join(dir, name);
  const quote = (field: string) => (/[",\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field);
  writeFileSync(file, [COLUMNS, ...rows].map((r) => r.map(quote).join(',')).join('\n') + '\n');
  return file;
}

describe('npm run addresses:import', () => {
  let database: TestDatabase;
  let dir: string;
  const count = async () =>
    Number((await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM addresses`)).rows[0].n);

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'udlejning-import-'));
  });
  // a database per test: imports add and remove rows (the Vejle file removes a shipped unit)
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('knows the two DAR formats by their header and refuses other files', () => {
    expect(detectAddressFileFormat(COLUMNS)).toBe('adresser');
    expect(detectAddressFileFormat(['id', 'status', 'vejkode', 'vejnavn', 'husnr', 'postnr', 'postnrnavn', 'lon', 'lat'])).toBe(
      'adgangsadresser',
    );
    expect(() => detectAddressFileFormat(['postnr', 'navn', 'stormodtager'])).toThrow(
      /Not a DAR address CSV: missing id, vejnavn/,
    );
    const row = recordToAddressRow(
      {
        id: 'x',
        vejnavn: 'Vestergade',
        husnr: '3',
        postnr: '7100',
        postnrnavn: 'Vejle',
        etrs89_x: '539000',
        etrs89_y: '6176000',
      },
      'adresser',
    );
    // ETRS89 / UTM32 only: converted to WGS84 (central Jutland)
    expect(row && 'row' in row && [row.row.lat, row.row.lon].map((n) => Math.round(n))).toEqual([56, 10]);
  });

  it('loads a shipped DAR file into the index without duplicating a row, and only once', async () => {
    const before = await count();
    const file = path.join(ADDRESS_DATA_DIR, 'dar_adresser.csv.gz');
    const first = await importAddressFile(database.db, file);
    expect(first).toMatchObject({ format: 'adresser', records: 2800, upserted: 2800, skipped: 0, alreadyLoaded: false });
    expect(await count()).toBe(before);
    const again = await importAddressFile(database.db, file);
    expect(again).toMatchObject({ alreadyLoaded: true, records: 2800 });
    const access = await importAddressFile(database.db, path.join(ADDRESS_DATA_DIR, 'dar_adgangsadresser.csv.gz'));
    expect(access).toMatchObject({ format: 'adgangsadresser', records: 1322 });
    // access addresses whose bare unit is already listed are dropped again
    expect(await count()).toBe(before);
  });

  it('continues an interrupted load after its last batch, removes gone addresses, and the town is then found', async () => {
    const provider = createLocalAddressProvider(database.db);
    expect(await provider.search!('vestergade 3 vejle')).toEqual({ results: [], postalCodes: [{ zip: '7100', city: 'Vejle' }] });
    const before = await count();
    const file = vejleFile(dir);
    const partial = await importAddressFile(database.db, file, { batchSize: 5, stopAfterBatches: 1 });
    expect(partial).toMatchObject({ upserted: 5, alreadyLoaded: false });
    expect(await count()).toBe(before + 5);
    const state = await database.db.execute<{ records_done: number; status: string }>(
      sql`SELECT records_done, status FROM address_imports WHERE file = ${file}`,
    );
    expect(state.rows[0]).toEqual({ records_done: 5, status: 'loading' });

    const rest = await importAddressFile(database.db, file, { batchSize: 5 });
    expect(rest).toMatchObject({ resumedFrom: 5, records: 12, upserted: 10, removed: 1, skipped: 1, alreadyLoaded: false });
    expect(await count()).toBe(before + 10 - 1);
    await provider.reloadVocabulary();
    const reply = await provider.search!('vestergade 3 vejle');
    expect(reply.postalCodes).toBeUndefined();
    expect(reply.results[0]).toMatchObject({ address: 'Vestergade 3, 7100 Vejle', zip: '7100', source: 'dar' });
    expect((await provider.search!('vestergade 10 vejle')).results[0].geo.coordinates[0]).toBeCloseTo(55.7, 0);
    expect(await provider.get(SHIPPED_UNIT)).toBeNull();
    const postal = await database.db.execute<{ n: number }>(sql`SELECT address_count AS n FROM postal_codes WHERE zip = '7100'`);
    expect(postal.rows[0].n).toBe(10);
    expect(await importAddressFile(database.db, file)).toMatchObject({ alreadyLoaded: true });
  });

  it('keeps the imported rows when the index format changes, and rebuilds their search words in place', async () => {
    const text = 'Havnegade 3, 7100 Vejle';
    const id = '7e000000-0000-4000-8000-00000000a003';
    const unit = [id, '', '1', '0630', 'Havnegade', '3', '', '', '', '7100', 'Vejle', text, '', '', '9.54', '55.70'];
    expect(await importAddressFile(database.db, writeAddressFile(dir, 'havnegade.csv', [unit]))).toMatchObject({ upserted: 1 });
    const before = await count();
    await database.db.execute(sql`UPDATE address_terms SET freq = ${ADDRESS_INDEX_VERSION - 1} WHERE term = '#index-version'`);
    await database.db.execute(sql`UPDATE addresses SET search = 'stale' WHERE text = ${text}`);
    expect(await loadAddressIndexIfEmpty(database.db)).toBe(1);
    expect(await count()).toBe(before);
    const row = await database.db.execute<{ search: string }>(sql`SELECT search FROM addresses WHERE text = ${text}`);
    expect(row.rows[0].search).toBe('havnegade 3 7100 vejle #3 havnegade#3');
    expect(await loadAddressIndexIfEmpty(database.db)).toBe(0);
  });
});
