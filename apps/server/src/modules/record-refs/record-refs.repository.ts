/**
 * The one place the server turns an id an admin typed into a row's numeric id (docs/architecture.md
 * "Input rules"): users by uuid or numeric id, dwellings also by 'rentals-<id>'. REST and GraphQL
 * take the same fields (packages/shared/src/record-ref.ts) and both resolve here, so an id the
 * screens show works on either transport.
 */
import { eq } from 'drizzle-orm';
import { parseDwellingRef, parseUserRef, type RecordRef } from '@udlejning/shared/record-ref';
import type { Executor } from '../../platform/db/executor';
import { users } from '../../schema/accounts.schema';
import { dwellings } from '../../schema/dwellings.schema';

async function userIdOf(ex: Executor, ref: RecordRef): Promise<number | null> {
  const where = 'uuid' in ref ? eq(users.uuid, ref.uuid) : eq(users.id, ref.id);
  const [row] = await ex.select({ id: users.id }).from(users).where(where);
  return row?.id ?? null;
}

async function dwellingIdOf(ex: Executor, ref: RecordRef): Promise<number | null> {
  const where = 'uuid' in ref ? eq(dwellings.uuid, ref.uuid) : eq(dwellings.id, ref.id);
  const [row] = await ex.select({ id: dwellings.id }).from(dwellings).where(where);
  return row?.id ?? null;
}

/** The numeric id of the user `text` names (uuid or numeric id), deleted users included; null if none or not a reference. */
export async function resolveUserRef(ex: Executor, text: string | number): Promise<number | null> {
  const ref = parseUserRef(text);
  return ref ? userIdOf(ex, ref) : null;
}

/** The numeric id of the dwelling `text` names (uuid, numeric id or 'rentals-<id>'); null if none or not a reference. */
export async function resolveDwellingRef(ex: Executor, text: string | number): Promise<number | null> {
  const ref = parseDwellingRef(text);
  return ref ? dwellingIdOf(ex, ref) : null;
}
