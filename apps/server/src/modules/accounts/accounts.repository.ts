/** All database access of the accounts domain (users, role entries). */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Executor } from '../../platform/db/executor';
import { AppError } from '../../platform/errors';
import { organizations, userRoles, users } from '../../schema/accounts.schema';
import type { RoleEntry } from '@udlejning/shared/accounts/user';
import { hasPgErrorCode, PG_UNIQUE_VIOLATION } from '../../platform/db/pg-errors';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUserRow, 'id' | 'uuid' | 'createdAt'>>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user with numeric `id`, or null. */
export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The user by numeric id or uuid (as written in a URL), or null for anything else. */
export async function findUserByIdOrUuid(db: Db, idOrUuid: string): Promise<UserRow | null> {
  if (/^\d{1,9}$/.test(idOrUuid)) return findUserById(db, Number(idOrUuid));
  if (!UUID_PATTERN.test(idOrUuid)) return null;
  const [row] = await db.select().from(users).where(eq(users.uuid, idOrUuid.toLowerCase()));
  return row ?? null;
}

/** The user with this e-mail, compared case-insensitively, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** True when another user (not `exceptId`) has this e-mail, case-insensitively. */
export async function isEmailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const byEmail = eq(sql`lower(${users.email})`, email.trim().toLowerCase());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId === undefined ? byEmail : and(byEmail, ne(users.id, exceptId)));
  return Boolean(row);
}

const emailInUse = () => new AppError('EMAIL_IN_USE', { issues: [{ path: ['email'], message: 'Email is already in use' }] });

/** Inserts a user; a taken e-mail (a concurrent signup too) throws EMAIL_IN_USE. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    return row;
  } catch (err) {
    if (hasPgErrorCode(err, PG_UNIQUE_VIOLATION)) throw emailInUse();
    throw err;
  }
}

/** Updates a user and returns the new row; a taken e-mail throws EMAIL_IN_USE. */
export async function updateUser(db: Executor, id: number, patch: UserPatch): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  } catch (err) {
    if (hasPgErrorCode(err, PG_UNIQUE_VIOLATION)) throw emailInUse();
    throw err;
  }
}

/**
 * Sets a new password hash and bumps the token version in one UPDATE, so every login token issued
 * before (other sessions) is refused from now on (docs/architecture.md "Auth and sessions"). Returns the new row.
 */
export async function setPassword(
  db: Executor,
  id: number,
  values: { passwordHash: string; passwordChangedAt: Date; emailVerified?: boolean },
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Puts `email` back on the account while it still has `changedTo` (verified: it is the address the undo link was
 * mailed to) and bumps the token version in the same UPDATE, so every session ends (docs/architecture.md "Auth and
 * sessions" → "Undoing an e-mail change"). Returns the new row, or null when the address changed again since.
 */
export async function revertEmail(db: Executor, id: number, changedTo: string, email: string): Promise<UserRow | null> {
  try {
    const [row] = await db
      .update(users)
      .set({ email, emailVerified: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(and(eq(users.id, id), sql`lower(${users.email}) = ${changedTo.toLowerCase()}`))
      .returning();
    return row ?? null;
  } catch (err) {
    if (hasPgErrorCode(err, PG_UNIQUE_VIOLATION)) throw emailInUse();
    throw err;
  }
}

/** The user's role entries with the organization's uuid and name (doc 1 §1). */
export async function findRoleEntries(db: Db, userId: number): Promise<RoleEntry[]> {
  const rows = await db
    .select({ role: userRoles.role, organization: organizations.uuid, name: organizations.name })
    .from(userRoles)
    .leftJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.id);
  return rows.map((r) => ({ role: r.role, organization: r.organization ?? null, name: r.name ?? null }));
}

/** The user columns the session user (doc 1 §3) and the actor are made of. */
const sessionColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  company: users.company,
  companyAddress: users.companyAddress,
  cvr: users.cvr,
  phone: users.phone,
  type: users.type,
  role: users.role,
  verified: users.verified,
  emailVerified: users.emailVerified,
  phoneVerified: users.phoneVerified,
  /** Compared with the login token's `ver` by the actor hook (docs/architecture.md "Auth and sessions"). */
  tokenVersion: users.tokenVersion,
};

/** The user's session columns plus its role entries (doc 1 §1), as read for the session. */
export type SessionRow = Pick<UserRow, keyof typeof sessionColumns> & {
  roleEntries: RoleEntry[];
  /** Ids of the organizations the user administers (for the dwelling policy). */
  adminOrganizationIds: number[];
};

/** The session lookup, built (and prepared under one name) once per database handle. */
const sessionStatements = new WeakMap<Db, ReturnType<typeof prepareSessionStatement>>();

function prepareSessionStatement(db: Db) {
  // the role entries as a JSON array in the same statement: one round trip for user and roles
  // (written out with table names: Drizzle renders columns unqualified in a one-table select)
  const roleEntries = sql<RoleEntry[]>`coalesce((
    SELECT json_agg(json_build_object('role', r.role, 'organization', o.uuid, 'name', o.name) ORDER BY r.id)
    FROM user_roles r LEFT JOIN organizations o ON o.id = r.organization_id
    WHERE r.user_id = users.id
  ), '[]'::json)`;
  const adminOrganizationIds = sql<number[]>`coalesce((
    SELECT array_agg(r.organization_id ORDER BY r.organization_id)
    FROM user_roles r WHERE r.user_id = users.id AND r.role = 'admin' AND r.organization_id IS NOT NULL
  ), '{}'::integer[])`;
  return db
    .select({ ...sessionColumns, roleEntries, adminOrganizationIds })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .prepare('session_user');
}

/**
 * The user with numeric `id` and its role entries in ONE round trip (a named prepared statement on
 * PostgreSQL), or null when there is no such user or it is deleted. Used on every authenticated request (lookupSession, accounts.session.ts).
 */
export async function findSessionRow(db: Db, id: number): Promise<SessionRow | null> {
  let statement = sessionStatements.get(db);
  if (!statement) {
    statement = prepareSessionStatement(db);
    sessionStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row ?? null;
}
