/**
 * The health endpoints (docs/operations.md "Health endpoints"):
 * - GET /api/health: 200 {ok, database: 'up'} or 503 {ok: false, database: 'down'} (monitors, unchanged);
 * - GET /api/health/live: 200 {ok: true} while the process answers at all (a liveness probe; no database);
 * - GET /api/health/ready: 200 when the database answers, this build's migrations are applied and the
 *   server is not shutting down; else 503 with Retry-After and a body saying which.
 */
import type { FastifyInstance } from 'fastify';
import { healthReplySchema, liveReplySchema, readyReplySchema, type ReadyReply } from '@udlejning/shared/site/health';
import type { Db } from '../db/client';
import { hasPendingMigrations } from '../db/client';
import { checkDatabase } from '../db/availability';
import type { Lifecycle } from '../lifecycle';
import { RETRY_AFTER_SECONDS } from './error-handler';

/**
 * Readiness of `db` and `lifecycle` (never throws). Applied migrations stay applied, so once they were
 * found complete the check is not repeated (`state.migrated`).
 */
export async function readiness(db: Db, lifecycle: Lifecycle, state: { migrated: boolean }): Promise<ReadyReply> {
  const shuttingDown = lifecycle.shuttingDown;
  const database = await checkDatabase(db);
  let migrations: ReadyReply['migrations'] = 'unknown';
  if (state.migrated) migrations = 'applied';
  else if (database === 'up') {
    migrations = await hasPendingMigrations(db).then(
      (pending) => (pending ? 'pending' : 'applied'),
      () => 'unknown' as const,
    );
    state.migrated = migrations === 'applied';
  }
  return { ok: !shuttingDown && database === 'up' && migrations === 'applied', database, migrations, shuttingDown };
}

/** Registers the three health routes on `app` (public, no database for /live). */
export function registerHealthRoutes(app: FastifyInstance, db: Db, lifecycle: Lifecycle): void {
  app.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the server and its database are up',
        response: { 200: healthReplySchema, 503: healthReplySchema.meta({ description: 'The database is down' }) },
      },
    },
    async (_req, reply) => {
      const database = await checkDatabase(db);
      if (database === 'down') reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return { ok: database === 'up', database };
    },
  );
  app.get(
    '/api/health/live',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getHealthLive',
        summary: 'Whether the server process is up (liveness; asks no database)',
        response: { 200: liveReplySchema },
      },
    },
    async () => ({ ok: true as const }),
  );
  const state = { migrated: false };
  app.get(
    '/api/health/ready',
    {
      config: { auth: 'public' },
      schema: {
        operationId: 'getHealthReady',
        summary: 'Whether this server should get traffic: database up, migrations applied, not shutting down',
        response: {
          200: readyReplySchema,
          503: readyReplySchema.meta({ description: 'Not ready: the fields say which part (database, migrations, shutdown)' }),
        },
      },
    },
    async (_req, reply) => {
      const ready = await readiness(db, lifecycle, state);
      if (!ready.ok) reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return ready;
    },
  );
}
