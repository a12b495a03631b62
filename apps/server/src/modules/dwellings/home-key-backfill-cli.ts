/**
 * `npx tsx apps/server/src/modules/dwellings/home-key-backfill-cli.ts` (docs/architecture.md "One listing per home";
 * a backfill, not a migration: the key is computed by the shared homeKey(), which SQL cannot repeat): writes the home
 * key of every dwelling saved before the column existed, in batches of 1,000, then flags the live listings whose home
 * another landlord listed earlier. Idempotent; safe while the server runs (the save writes keys of its own).
 */
import path from 'node:path';
import { homeKey } from '@udlejning/shared/dwellings/home-key';
import { loadEnv } from '../../platform/env';
import { openDatabase } from '../../platform/db/client';
import { findRowsWithoutHomeKey, flagEarlierHomes, writeHomeKeys } from './home-keys.repository';

const BATCH = 1000;
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.resolve(env.DATA_DIR, 'pglite') });
try {
  await database.migrate();
  let afterId = 0;
  let written = 0;
  for (;;) {
    const rows = await findRowsWithoutHomeKey(database.db, afterId, BATCH);
    if (!rows.length) break;
    afterId = rows.at(-1)!.id;
    const keys = rows.flatMap((r) => {
      const key = homeKey(r.location);
      return key ? [{ id: r.id, key }] : [];
    });
    await writeHomeKeys(database.db, keys);
    written += keys.length;
  }
  const flagged = await flagEarlierHomes(database.db);
  console.log(`${database.kind}: ${written} home keys written, ${flagged} listings flagged as a possible duplicate`);
} finally {
  await database.close();
}
