/**
 * Privacy rights of a signed-in user (GDPR art. 15, 17, 20; docs/privacy-retention.md):
 *  - exportUserData: a zip with data.json (profile, organizations, dwellings, images list,
 *    activity, message threads, payments with receipt numbers, feedback: each module's
 *    personal-data hook gives its part, platform/personal-data.ts) plus the stored image files
 *    under images/; streamed, never held in memory as a whole.
 *  - requestOwnDeletion: the current password confirms; the same scheduled deletion as the admin's
 *    deleteUser (users.deletion.ts), so the user can still sign in and an admin can reactivate
 *    before the date.
 */
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import type { DeletionRequest } from '@udlejning/shared/privacy/deletion';
import { ACCOUNT_MESSAGES } from '@udlejning/shared/accounts/fields';
import type { UserActor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { FileNotFound } from '../../platform/storage';
import { collectPersonalData, type PersonalDataHook } from '../../platform/personal-data';
import { findUserById } from '../accounts/accounts.repository';
import { verifyPassword } from '../accounts/password';
import { scheduleUserDeletion } from '../users/users.deletion';
import { currentPasswordFailuresByUser } from '../accounts/accounts.limits';

/** Version of the data.json layout. */
export const EXPORT_FORMAT = 1;

/**
 * Everything held about `user` as one JSON-able object (the zip's data.json: format, exportedAt, then
 * each hook's sections in hook order) and the files to add. 401 for a deleted account.
 */
export async function collectUserData(deps: Deps, hooks: readonly PersonalDataHook[], user: UserActor) {
  const row = await findUserById(deps.db, user.userId);
  if (!row || row.deletedAt) throw new AppError('UNAUTHENTICATED');
  const { data, files } = await collectPersonalData(hooks, deps, { id: row.id, uuid: row.uuid, email: row.email });
  return { data: { format: EXPORT_FORMAT, exportedAt: deps.now().toISOString(), ...data }, files };
}

/** GET /api/users/me/export: the zip as a stream (data.json + the hooks' files, e.g. images/<file> for each stored image). */
export async function exportUserData(deps: Deps, hooks: readonly PersonalDataHook[], user: UserActor): Promise<Readable> {
  const { data, files } = await collectUserData(deps, hooks, user);
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return out.destroy(err);
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  const json = new ZipDeflate('data.json', { level: 6 });
  zip.add(json);
  json.push(strToU8(JSON.stringify(data, null, 2)), true);
  void (async () => {
    for (const file of files) {
      let stream: Readable;
      try {
        stream = await deps.files.stream(file.key);
      } catch (err) {
        if (err instanceof FileNotFound) continue;
        throw err;
      }
      // images are already compressed: stored as they are
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const chunk of stream) entry.push(chunk as Uint8Array);
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((err) => out.destroy(err));
  return out;
}

/**
 * POST /api/users/me/deletion {password}: schedules the own account's deletion (same path and
 * delay as deleteUser); 400 WRONG_PASSWORD on `password`, 429 after 10 wrong ones an hour.
 * Returns the date.
 */
export async function requestOwnDeletion(deps: Deps, user: UserActor, input: DeletionRequest): Promise<{ expireAt: string }> {
  const row = await findUserById(deps.db, user.userId);
  if (!row || row.deletedAt) throw new AppError('UNAUTHENTICATED');
  const key = String(row.id);
  await currentPasswordFailuresByUser.consume(deps.db, key);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError('WRONG_PASSWORD', { issues: [{ path: ['password'], message: ACCOUNT_MESSAGES.typePresentPassword }] });
  }
  await currentPasswordFailuresByUser.reset(deps.db, key);
  const updated = await scheduleUserDeletion(deps, user, row, 'self');
  return { expireAt: updated.expireAt!.toISOString() };
}
