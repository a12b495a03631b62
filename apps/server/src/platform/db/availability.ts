/**
 * Tells a database outage from a bug (docs/architecture.md "Database outages"): an error that means "PostgreSQL is not reachable
 * right now" (refused or dropped connection, server shutting down or starting up, connection
 * timeout) becomes 503 DATABASE_UNAVAILABLE instead of 500, and the request ends at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Node socket errors of a connection that cannot be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin_shutdown
 * (pg_terminate_backend, fast shutdown), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up or shutting down), 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a dropped or timed-out connection with these messages and no code. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isUnavailableError(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m));
}

/**
 * True when `err` (or an error in its `cause` chain: Drizzle wraps driver errors in
 * DrizzleQueryError) says the database cannot be reached. Pure; never throws.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (isUnavailableError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long the health check waits for `SELECT 1` before it reports the database down (ms). */
export const HEALTH_TIMEOUT_MS = 2000;

/**
 * Asks the database for `SELECT 1` within HEALTH_TIMEOUT_MS: 'up' when it answers, 'down'
 * otherwise (never throws). Used by GET /api/health.
 */
export async function checkDatabase(db: Db): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), HEALTH_TIMEOUT_MS);
  });
  try {
    const ping = db.execute(sql`SELECT 1`).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
