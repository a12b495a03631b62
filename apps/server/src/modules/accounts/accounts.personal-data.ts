/**
 * The personal data accounts holds (platform/personal-data.ts; docs/privacy-retention.md): the
 * profile and role entries, the rate-limit counters and queued jobs that carry the address, and the
 * users row itself, which the erasure turns into a tombstone.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import { deleteJobsByData } from '../../platform/jobs/queue';
import type { PersonalDataHook } from '../../platform/personal-data';
import { findUserById } from './accounts.repository';
import { deleteAddressCounters, deleteRolesOf, exportRoles, tombstoneUser } from './accounts.personal-data.repository';
import { hashPassword } from './password';

export const accountsPersonalData: PersonalDataHook = {
  module: 'accounts',
  // the profile without the secrets; the role entries as {role, organization, name}
  export: async ({ deps, ex, subject }) => {
    const row = await findUserById(deps.db, subject.id);
    if (!row) throw new AppError('UNAUTHENTICATED');
    const { passwordHash: _hash, tokenVersion: _version, passwordChangedAt: _changed, ...profile } = row;
    return { data: { profile, organizations: await exportRoles(ex, subject.id) } };
  },
  // role entries, the counters keyed by the address, the queued or finished jobs that carry it
  // (pg-boss keeps them for days), and the users row as a tombstone
  erase: async ({ ex, subject, now }) => {
    const email = subject.email.toLowerCase();
    await deleteRolesOf(ex, subject.id);
    await deleteAddressCounters(ex, email);
    await deleteJobsByData(ex, 'email', email);
    await tombstoneUser(ex, subject, now, await hashPassword(randomUUID()));
  },
};
