/** All SQL of the errors domain. */
import type { Db } from '../../platform/db/client';
import { clientErrors } from './errors.schema';

export type NewClientError = typeof clientErrors.$inferInsert;

/** Stores one client error report; returns its id. */
export async function insertClientError(db: Db, row: NewClientError): Promise<number> {
  const [inserted] = await db.insert(clientErrors).values(row).returning({ id: clientErrors.id });
  return inserted.id;
}
