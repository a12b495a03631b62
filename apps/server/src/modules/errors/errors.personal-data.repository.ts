/** What the personal-data hook of errors (errors.personal-data.ts) writes. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { clientErrors } from './errors.schema';

/** Deletes the client error reports the user's browser sent. */
export async function deleteClientErrorsOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(clientErrors).where(eq(clientErrors.userId, userId));
}
