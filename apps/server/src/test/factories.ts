/**
 * Test and seed factories: users with login tokens, dwellings in any status.
 *   const landlord = await buildLandlord(t.deps);           // { id, uuid, email, token, … }
 *   const admin = await buildAdmin(t.deps);
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../platform/deps';
import { loginClaims } from '../platform/auth/tokens';
import { users } from '../schema/accounts.schema';
import { hashPassword } from '../modules/accounts/password';

export type TestUser = typeof users.$inferSelect & { token: string; password: string };

let counter = 0;
// every factory user has the same password: its argon2id hash (tens of ms of CPU each) is made once
// per test file, and the users stay distinguishable by e-mail (docs/architecture.md "CI and tests")
let factoryPasswordHash: Promise<string> | undefined;

/** A fresh e-mail address, `<name>-<8 hex>@example.dk`: a test never meets another test's account. */
export const uniqueEmail = (name = 'user'): string => `${name}-${randomUUID().slice(0, 8)}@example.dk`;

/** Inserts a user (landlord PERSONAL by default) and signs a login token for it. */
export async function buildUser(deps: Deps, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  counter += 1;
  const password = 'secret123';
  const [row] = await deps.db
    .insert(users)
    .values({
      firstname: 'Test',
      lastname: `User${counter}`,
      email: `user-${counter}-${randomUUID().slice(0, 8)}@example.dk`,
      phone: '+4511223344',
      type: 'PERSONAL',
      role: 'landlord',
      passwordHash: await (factoryPasswordHash ??= hashPassword(password)),
      ...overrides,
    })
    .returning();
  const token = await deps.tokens.sign('login', loginClaims(row.id, row.tokenVersion));
  return { ...row, token, password };
}

export const buildLandlord = (deps: Deps, overrides: Partial<typeof users.$inferInsert> = {}) => buildUser(deps, overrides);
export const buildAdmin = (deps: Deps, overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(deps, { role: 'admin', firstname: 'Admin', ...overrides });
