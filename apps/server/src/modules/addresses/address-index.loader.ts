/** Loads the shipped address data into the addresses table on first start (placeholder). */
import type { Db } from '../../platform/db/client';

/** Loads the index when the table is empty; returns the number of rows inserted. */
export async function loadAddressIndexIfEmpty(db: Db): Promise<number> {
  void db;
  return 0;
}
