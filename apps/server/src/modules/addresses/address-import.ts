/**
 * Loads a national address file (docs/architecture.md "Search") into the same index as the shipped rows: the DAR
 * address CSV in the format of the shipped files (dar_adresser.csv: units, with etage/dør;
 * dar_adgangsadresser.csv: access addresses), plain or gzipped. `npm run addresses:import -- <file>`.
 * - Streaming: the file is read through csv-parse record by record; at most two batches are in
 *   memory (one being written while the next is built).
 * - Batched: each batch of rows is ONE multi-row upsert (json_to_recordset … ON CONFLICT (id) DO
 *   UPDATE), in one transaction with the import's progress row (address_imports.records_done).
 * - Idempotent: rows are keyed by their DAR id, so a re-run updates instead of duplicating; a
 *   file (identified by its size and first 64 KiB) already loaded at the current index version
 *   is not loaded again unless forced.
 * - Resumable: an interrupted load continues after the last committed batch.
 * Records with status 2/4 (nedlagt/henlagt) remove their id; records without street, house
 * number, postal code or coordinates (lon/lat, else ETRS89 UTM32) are skipped. Afterwards the
 * derived data is rebuilt: duplicates of the same address dropped (an access address with a
 * bare unit, OSM rows a DAR row now covers), the vocabulary, street-word and postal-code counts,
 * the GIN pending list and planner statistics (rebuildAddressTerms).
 */
import { createHash } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { AppError } from '../../platform/errors';
import type { Db } from '../../platform/db/client';
import { ADDRESS_INDEX_VERSION, buildAddressRow, toUuid } from './address-index.loader';
import {
  dropDuplicateAddresses,
  findAddressImport,
  rebuildAddressTerms,
  removeAddressRows,
  saveAddressImport,
  upsertAddressRows,
  type NewAddressRow,
} from './addresses.repository';
import { utmToLatLon } from './utm';

export type AddressFileFormat = 'adresser' | 'adgangsadresser';

export type ImportProgress = {
  phase: 'rows' | 'derived' | 'done';
  /** CSV records read so far (including those skipped on resume). */
  records: number;
  /** Records applied before this run started (resume point). */
  resumedFrom: number;
  upserted: number;
  removed: number;
  skipped: number;
  /** Bytes of the file read so far and in all (compressed bytes for .gz). */
  bytes: number;
  totalBytes: number;
  elapsedMs: number;
};

export type ImportResult = ImportProgress & { format: AddressFileFormat; alreadyLoaded: boolean };

type CsvRecord = Record<string, string | undefined>;

const REQUIRED = ['id', 'vejnavn', 'husnr', 'postnr', 'postnrnavn'];
/** DAR status 2 (nedlagt) and 4 (henlagt): the address no longer exists. */
const GONE = new Set(['2', '4']);

/** The file's format from its header row; throws VALIDATION_FAILED for anything else. */
export function detectAddressFileFormat(columns: string[]): AddressFileFormat {
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  const hasPlace =
    (columns.includes('lon') && columns.includes('lat')) || (columns.includes('etrs89_x') && columns.includes('etrs89_y'));
  if (missing.length > 0 || !hasPlace) {
    throw new AppError('VALIDATION_FAILED', {
      message: `Not a DAR address CSV: missing ${[...missing, ...(hasPlace ? [] : ['lon/lat or etrs89_x/etrs89_y'])].join(', ')}`,
    });
  }
  return columns.includes('etage') ? 'adresser' : 'adgangsadresser';
}

/** One record as an index row, an id to remove, or null to skip. */
export function recordToAddressRow(
  record: CsvRecord,
  format: AddressFileFormat,
  source = 'dar',
): { row: NewAddressRow } | { removeId: string } | null {
  const id = record.id?.trim();
  if (!id) return null;
  if (GONE.has(record.status?.trim() ?? '')) return { removeId: toUuid(id) };
  const street = record.vejnavn?.trim();
  const house = record.husnr?.trim();
  const zip = record.postnr?.trim() ? record.postnr.trim().padStart(4, '0') : '';
  const city = record.postnrnavn?.trim();
  if (!street || !house || !zip || !/^\d{4}$/.test(zip) || !city) return null;
  let lon = Number(record.lon);
  let lat = Number(record.lat);
  if (!record.lon || !record.lat || !Number.isFinite(lon) || !Number.isFinite(lat)) {
    const x = Number(record.etrs89_x);
    const y = Number(record.etrs89_y);
    if (!record.etrs89_x || !record.etrs89_y || !Number.isFinite(x) || !Number.isFinite(y)) return null;
    ({ lon, lat } = utmToLatLon(x, y));
  }
  const isUnit = format === 'adresser';
  const row = buildAddressRow(
    {
      id: toUuid(id),
      kind: isUnit ? 'adresse' : 'adgangsadresse',
      accessAddressId: isUnit && record.adgangsadresseid ? toUuid(record.adgangsadresseid) : null,
      street,
      house,
      floor: isUnit ? record.etage : null,
      door: isUnit ? record['dør'] : null,
      supplementaryCity: record.supplerendebynavn,
      zip,
      city,
      lon,
      lat,
      source,
    },
    { text: record.betegnelse },
  );
  return { row };
}

/** The file's identity: sha256 of its size and first 64 KiB (a renamed or moved copy is the same file). */
async function fileKey(file: string, size: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    await handle.read(head, 0, head.length, 0);
    return createHash('sha256').update(`${size}:`).update(head).digest('hex');
  } finally {
    await handle.close();
  }
}

/**
 * Imports `file` into the index (see the module comment). `force` reloads a file that was
 * already loaded; `batchSize` rows go in one statement (5,000); `onProgress` hears about every
 * committed batch and the phases; `stopAfterBatches` ends the run early (as an interruption
 * would, for tests); `source` labels the rows. Errors: VALIDATION_FAILED for a file that is not a DAR address CSV.
 */
export async function importAddressFile(
  db: Db,
  file: string,
  opts: {
    force?: boolean;
    batchSize?: number;
    onProgress?: (p: ImportProgress) => void;
    stopAfterBatches?: number;
    /** The rows' `source` ('dar'; the benchmark's synthetic file says 'synthetic'). */
    source?: 'dar' | 'synthetic';
  } = {},
): Promise<ImportResult> {
  const started = performance.now();
  const batchSize = opts.batchSize ?? 5000;
  const { size } = await stat(file);
  const key = await fileKey(file, size);
  const known = await findAddressImport(db, key);
  const progress: ImportProgress = {
    phase: 'rows',
    records: 0,
    resumedFrom: 0,
    upserted: known?.rowsUpserted ?? 0,
    removed: known?.rowsRemoved ?? 0,
    skipped: 0,
    bytes: 0,
    totalBytes: size,
    elapsedMs: 0,
  };
  const isCurrent = known?.indexVersion === ADDRESS_INDEX_VERSION && !opts.force;
  if (known && isCurrent && known.status === 'done') {
    return {
      ...progress,
      phase: 'done',
      records: known.recordsDone,
      format: known.format as AddressFileFormat,
      alreadyLoaded: true,
    };
  }
  const resumeFrom = known && isCurrent ? known.recordsDone : 0;
  if (resumeFrom === 0) {
    progress.upserted = 0;
    progress.removed = 0;
  }
  progress.resumedFrom = resumeFrom;

  const input: ReadStream = createReadStream(file);
  const parser = parse({ columns: true, skip_empty_lines: true, bom: true, relax_column_count: true });
  (file.endsWith('.gz') ? input.pipe(createGunzip()) : input).pipe(parser);
  input.on('error', (err) => parser.destroy(err));

  let format: AddressFileFormat | null = null;
  let batch: NewAddressRow[] = [];
  let removals: string[] = [];
  let writing: Promise<void> = Promise.resolve();
  let batches = 0;
  const report = () => opts.onProgress?.({ ...progress, bytes: input.bytesRead, elapsedMs: performance.now() - started });
  const write = async (rows: NewAddressRow[], ids: string[], recordsDone: number) => {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await upsertAddressRows(txDb, rows);
      const removed = await removeAddressRows(txDb, ids);
      progress.upserted += rows.length;
      progress.removed += removed;
      await saveAddressImport(txDb, {
        key,
        file: path.resolve(file),
        format: format ?? 'adresser',
        recordsDone,
        rowsUpserted: progress.upserted,
        rowsRemoved: progress.removed,
        status: 'loading',
        indexVersion: ADDRESS_INDEX_VERSION,
      });
    });
    report();
  };
  /** Starts writing the current batch once the previous one is written: the next batch is parsed and built meanwhile. */
  const flush = async (recordsDone: number) => {
    const rows = batch;
    const ids = removals;
    batch = [];
    removals = [];
    await writing;
    writing = write(rows, ids, recordsDone);
    // a failure surfaces at the next `await writing`
    writing.catch(() => undefined);
  };

  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      format ??= detectAddressFileFormat(Object.keys(record));
      progress.records += 1;
      if (progress.records <= resumeFrom) continue;
      const found = recordToAddressRow(record, format, opts.source);
      if (!found) progress.skipped += 1;
      else if ('row' in found) batch.push(found.row);
      else removals.push(found.removeId);
      if (batch.length + removals.length >= batchSize) {
        await flush(progress.records);
        batches += 1;
        if (opts.stopAfterBatches !== undefined && batches >= opts.stopAfterBatches) {
          await writing;
          return { ...progress, format, alreadyLoaded: false, elapsedMs: performance.now() - started };
        }
      }
    }
    if (!format) throw new AppError('VALIDATION_FAILED', { message: 'The address file has no records' });
    await flush(progress.records);
    await writing;
  } finally {
    input.destroy();
  }

  progress.phase = 'derived';
  report();
  await dropDuplicateAddresses(db);
  await rebuildAddressTerms(db, ADDRESS_INDEX_VERSION);
  await saveAddressImport(db, {
    key,
    file: path.resolve(file),
    format,
    recordsDone: progress.records,
    rowsUpserted: progress.upserted,
    rowsRemoved: progress.removed,
    status: 'done',
    indexVersion: ADDRESS_INDEX_VERSION,
  });
  progress.phase = 'done';
  report();
  return { ...progress, bytes: size, format, alreadyLoaded: false, elapsedMs: performance.now() - started };
}
