/**
 * POST /api/dev/clock (admin; only with TEST_CLOCK=true and the dev routes on): moves the journeys' clock
 * (test-clock.ts) by `advanceSeconds`, or back to the real time with `reset: true`; replies `{now}` (ISO). The
 * journeys let an hour pass with it (docs/architecture.md "CI and tests" → "Fake time in journeys").
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devRoutesEnabled } from '../env';

const clockBodySchema = z
  .object({
    /** Seconds to move the clock forward (negative: back); at most a year either way. */
    advanceSeconds: z.number().int().min(-366 * 86_400).max(366 * 86_400).optional(),
    /** Back to the real time. */
    reset: z.literal(true).optional(),
  })
  .strict();

export async function devClockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clock = app.deps.testClock;
  if (!clock || !devRoutesEnabled(app.deps.env)) return;
  app.post(
    '/api/dev/clock',
    {
      config: { auth: 'admin' },
      schema: {
        operationId: 'moveTestClock',
        summary: "Moves the journeys' clock (admin; TEST_CLOCK and dev routes only)",
        body: clockBodySchema,
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (req) => {
      const now = req.body.reset ? clock.reset() : clock.advance(req.body.advanceSeconds ?? 0);
      return { now: now.toISOString() };
    },
  );
}
