/** What the personal-data hook of accounts (accounts.personal-data.ts) reads and writes: the users row, role entries, the address's rate-limit counters. */
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/executor';
import { escapeLike } from '../../platform/db/match';
import { rateLimits } from '../../platform/http/rate-limit.schema';
import { organizations, userRoles, users } from '../../schema/accounts.schema';
import { accountMailsByAddress, loginFailuresByEmailAndIp } from './accounts.limits';

/** The user's organization roles (the export). */
export async function exportRoles(ex: Executor, userId: number) {
  return ex
    .select({ role: userRoles.role, organization: organizations.uuid, name: organizations.name })
    .from(userRoles)
    .leftJoin(organizations, and(eq(organizations.id, userRoles.organizationId)))
    .where(eq(userRoles.userId, userId));
}

/** Deletes the user's role entries. */
export async function deleteRolesOf(tx: Executor, userId: number): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
}

/** Deletes the rate-limit counters keyed by the address (accounts.limits.ts): `<limit>:<e-mail>` and `<limit>:<ip> <e-mail>`. */
export async function deleteAddressCounters(tx: Executor, email: string): Promise<void> {
  await tx
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, `${accountMailsByAddress.name}:${email}`),
        and(
          like(rateLimits.key, `${escapeLike(loginFailuresByEmailAndIp.name)}:%`),
          like(sql`lower(${rateLimits.key})`, `% ${escapeLike(email)}`),
        ),
      ),
    );
}

/**
 * Turns the users row into a tombstone without personal data (payments and kept dwellings refer to
 * it): deletedAt set, a password nobody knows, the token version bumped so every login token stops.
 */
export async function tombstoneUser(
  tx: Executor,
  user: { id: number; uuid: string },
  now: Date,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({
      firstname: 'Deleted',
      lastname: 'user',
      email: `deleted-${user.uuid}@deleted.invalid`,
      phone: '',
      company: null,
      companyAddress: null,
      cvr: null,
      passwordHash,
      feedToken: null,
      language: null,
      emailVerified: false,
      phoneVerified: false,
      verified: false,
      expireAt: null,
      deletedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
}
