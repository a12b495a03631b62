/**
 * Health replies for load balancers, orchestrators and monitors (docs/operations.md "Health endpoints").
 * - GET /api/health: 200 with the database up, 503 with it down (unchanged).
 * - GET /api/health/live: 200 while the process serves at all.
 * - GET /api/health/ready: 200 when this instance should get traffic, else 503 saying why.
 */
import { z } from 'zod';

export const healthReplySchema = z.object({ ok: z.boolean(), database: z.enum(['up', 'down']) });
export type HealthReply = z.output<typeof healthReplySchema>;

/** GET /api/health/live: the process is up and its event loop answers. */
export const liveReplySchema = z.object({ ok: z.literal(true) });
export type LiveReply = z.output<typeof liveReplySchema>;

/**
 * GET /api/health/ready: `ok` only when the database answers, every migration of this build is
 * applied and the server is not shutting down; each field says which part failed.
 * `migrations` is 'unknown' while the database is down.
 */
export const readyReplySchema = z.object({
  ok: z.boolean(),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  shuttingDown: z.boolean(),
});
export type ReadyReply = z.output<typeof readyReplySchema>;
