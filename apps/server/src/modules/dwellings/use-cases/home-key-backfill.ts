/**
 * The backfill of "one listing per home" (docs/architecture.md "One listing per home"): rows saved before
 * dwellings.home_key existed get their key from the shared homeKey() (SQL cannot repeat its normalisation, so this is
 * a script, not a migration: home-key-backfill-cli.ts), then live listings whose home another landlord listed earlier
 * are flagged as the save would have. Idempotent.
 */
import { homeKey } from '@udlejning/shared/dwellings/home-key';
import type { Db } from '../../../platform/db/client';
import type { Executor } from '../../../platform/db/executor';
import { runOnce } from '../../../platform/db/run-once';
import { findRowsWithoutHomeKey, flagEarlierHomes, writeHomeKeys } from '../home-keys.repository';

/** What a backfill did: rows without a key it read, keys it wrote (the rest name no home), listings it flagged. */
export type HomeKeyBackfill = { examined: number; written: number; flagged: number };

/**
 * The one_time_tasks name of the start-up backfill. Every save writes the key since the column exists, so once every
 * older row is keyed no row needs it again; a change of homeKey() that needs new keys takes a new name.
 */
export const HOME_KEYS_TASK = 'home-keys-v1';

/**
 * The start-up backfill (prepare.ts), once per database: one primary-key lookup on every later start, and rows
 * without an address are not read again. Null when it was done before (by this or another instance).
 */
export async function backfillHomeKeysOnce(db: Db): Promise<HomeKeyBackfill | null> {
  return runOnce(db, HOME_KEYS_TASK, (tx) => backfillHomeKeys(tx));
}

/**
 * Writes the missing home keys in batches of `batch` rows, then flags; returns how many rows it read and how many
 * keys and flags it wrote. Every run reads every row without a key (also those without an address): the start uses
 * backfillHomeKeysOnce, `npm run dwellings:backfill-home-keys` this.
 */
export async function backfillHomeKeys(ex: Executor, batch = 1000): Promise<HomeKeyBackfill> {
  let afterId = 0;
  let written = 0;
  let examined = 0;
  for (;;) {
    const rows = await findRowsWithoutHomeKey(ex, afterId, batch);
    if (!rows.length) break;
    afterId = rows.at(-1)!.id;
    examined += rows.length;
    const keys = rows.flatMap((r) => {
      const key = homeKey(r.location);
      return key ? [{ id: r.id, key }] : [];
    });
    await writeHomeKeys(ex, keys);
    written += keys.length;
  }
  return { examined, written, flagged: await flagEarlierHomes(ex) };
}
