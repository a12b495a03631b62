/**
 * POST /api/errors (doc 1 §7): browsers report uncaught and render errors here. Open to everyone,
 * rate-limited per IP (30 a minute → 429 RATE_LIMITED with Retry-After, counted in PostgreSQL,
 * issue 9 §2), replies 204; a bad body is 400 VALIDATION_FAILED.
 */
import type { FastifyInstance } from 'fastify';
import { clientErrorSchema } from '@udlejning/shared/errors/client-error.schema';
import { defineRateLimit } from '../../platform/http/rate-limit';
import { recordClientError } from './errors.service';

/** Reports accepted per IP per minute. */
export const CLIENT_ERROR_RATE_LIMIT = 30;

export const clientErrorsByIp = defineRateLimit({
  name: 'client-errors-ip',
  points: CLIENT_ERROR_RATE_LIMIT,
  durationSeconds: 60,
});

export async function errorsRoutes(app: FastifyInstance) {
  app.post('/api/errors', async (req, reply) => {
    await clientErrorsByIp.consume(app.deps.db, req.ip);
    // an empty body reads as {} so the reply names the missing message field
    const report = clientErrorSchema.parse(req.body ?? {});
    await recordClientError(app.deps, req.actor, report, { userAgent: req.headers['user-agent'], ip: req.ip });
    return reply.status(204).send();
  });
}
