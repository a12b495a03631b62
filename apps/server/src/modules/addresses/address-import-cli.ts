/**
 * `npm run addresses:import -- <file> [--force]` (docs/architecture.md "Search"): loads a national DAR address CSV
 * (the format of apps/server/data/addresses/dar_adresser.csv or dar_adgangsadresser.csv, plain or
 * .gz) into the address index of DATABASE_URL, or of the embedded PGlite database in DATA_DIR
 * (stop `npm start` first: PGlite serves one process). Migrates and loads the shipped index
 * first when the database is new, prints progress every few seconds, and can be interrupted and
 * run again: it continues after the last committed batch. A running server on PostgreSQL picks
 * the new rows up when it re-reads its vocabulary (within 5 minutes) or at its next start.
 */
import path from 'node:path';
import { loadEnv } from '../../platform/env';
import { openDatabase } from '../../platform/db/client';
import { loadAddressIndexIfEmpty } from './address-index.loader';
import { importAddressFile, type ImportProgress } from './address-import';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run addresses:import -- <dar_adresser.csv[.gz]> [--force]');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.resolve(env.DATA_DIR, 'pglite') });
const fmt = (n: number) => Math.round(n).toLocaleString('en');
try {
  await database.migrate();
  const shipped = await loadAddressIndexIfEmpty(database.db);
  if (shipped > 0) console.log(`shipped address index loaded: ${fmt(shipped)} rows`);
  let lastPrint = 0;
  const print = (p: ImportProgress) => {
    const now = performance.now();
    if (p.phase === 'rows' && now - lastPrint < 2000) return;
    lastPrint = now;
    const seconds = p.elapsedMs / 1000;
    const rate = (p.records - p.resumedFrom) / Math.max(seconds, 0.001);
    const share = p.totalBytes > 0 ? ` (${Math.min(100, (100 * p.bytes) / p.totalBytes).toFixed(0)}%)` : '';
    if (p.phase === 'rows') {
      console.log(
        `${fmt(p.records)} records${share}: ${fmt(p.upserted)} rows, ${fmt(p.removed)} removed, ${fmt(p.skipped)} skipped, ${fmt(rate)} records/s`,
      );
    } else if (p.phase === 'derived') {
      console.log('rebuilding the vocabulary, postal-code counts and search statistics…');
    }
  };
  console.log(`${database.kind}: importing ${path.resolve(file)}`);
  const result = await importAddressFile(database.db, file, { force: args.includes('--force'), onProgress: print });
  if (result.alreadyLoaded) {
    console.log(`already imported (${fmt(result.records)} records); --force loads it again`);
  } else {
    const seconds = result.elapsedMs / 1000;
    const resumed = result.resumedFrom > 0 ? `, continued after record ${fmt(result.resumedFrom)}` : '';
    console.log(
      `done: ${fmt(result.records)} ${result.format} records in ${seconds.toFixed(1)} s (${fmt((result.records - result.resumedFrom) / seconds)} records/s${resumed}); ` +
        `${fmt(result.upserted)} rows upserted, ${fmt(result.removed)} removed, ${fmt(result.skipped)} skipped`,
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
