/** PostgreSQL error codes the services act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_CHECK_VIOLATION = '23514';

/** True when `err`, or an error in its `cause` chain (Drizzle wraps the driver's), carries SQLSTATE `code`. */
export function hasPgErrorCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === code) return true;
  return false;
}
