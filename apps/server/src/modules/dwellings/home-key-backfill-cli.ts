/**
 * `npm run dwellings:backfill-home-keys` (docs/architecture.md "One listing per home"): writes the home key of every
 * dwelling saved before the column existed, in batches of 1,000, then flags the live listings whose home another
 * landlord listed earlier (use-cases/home-key-backfill.ts). Idempotent; safe while the server runs on PostgreSQL (the
 * save writes keys of its own); stop `npm start` first on PGlite (one process).
 */
import path from 'node:path';
import { loadEnv } from '../../platform/env';
import { openDatabase } from '../../platform/db/client';
import { backfillHomeKeys } from './use-cases/home-key-backfill';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.resolve(env.DATA_DIR, 'pglite') });
try {
  await database.migrate();
  const { written, flagged } = await backfillHomeKeys(database.db);
  console.log(`${database.kind}: ${written} home keys written, ${flagged} listings flagged as a possible duplicate`);
} finally {
  await database.close();
}
