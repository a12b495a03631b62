/**
 * Demo accounts, created on an empty database by `npm start` and `npm run db:seed`, and used
 * as fixtures by the end-to-end tests. The README lists the same e-mails and passwords.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { users } from '../../schema/accounts.schema';
import { hashPassword } from './password';

export const DEMO_ACCOUNTS = {
  admin: {
    email: 'admin@udlejning.dk',
    password: 'admin1234',
    firstname: 'Ada',
    lastname: 'Admin',
    role: 'admin',
    type: 'PERSONAL',
  },
  landlord: {
    email: 'udlejer@udlejning.dk',
    password: 'udlejer1234',
    firstname: 'Lars',
    lastname: 'Udlejer',
    role: 'landlord',
    type: 'PERSONAL',
  },
} as const;

/** Inserts the demo accounts when the users table is empty; returns true when it did. */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    await db.insert(users).values({
      email: account.email,
      firstname: account.firstname,
      lastname: account.lastname,
      phone: '+4512345678',
      role: account.role,
      type: account.type,
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
    });
  }
  return true;
}
