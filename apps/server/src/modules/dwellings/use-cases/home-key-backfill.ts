/**
 * The backfill of "one listing per home" (docs/architecture.md "One listing per home"): rows saved before
 * dwellings.home_key existed get their key from the shared homeKey() (SQL cannot repeat its normalisation, so this is
 * a script, not a migration: home-key-backfill-cli.ts), then live listings whose home another landlord listed earlier
 * are flagged as the save would have. Idempotent.
 */
import { homeKey } from '@udlejning/shared/dwellings/home-key';
import type { Executor } from '../../../platform/db/executor';
import { findRowsWithoutHomeKey, flagEarlierHomes, writeHomeKeys } from '../home-keys.repository';

/** Writes the missing home keys in batches of `batch` rows, then flags; returns how many keys and flags were written. */
export async function backfillHomeKeys(ex: Executor, batch = 1000): Promise<{ written: number; flagged: number }> {
  let afterId = 0;
  let written = 0;
  for (;;) {
    const rows = await findRowsWithoutHomeKey(ex, afterId, batch);
    if (!rows.length) break;
    afterId = rows.at(-1)!.id;
    const keys = rows.flatMap((r) => {
      const key = homeKey(r.location);
      return key ? [{ id: r.id, key }] : [];
    });
    await writeHomeKeys(ex, keys);
    written += keys.length;
  }
  return { written, flagged: await flagEarlierHomes(ex) };
}
