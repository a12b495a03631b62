/**
 * POST /api/errors (doc 1 §7): browsers report uncaught and render errors here. Open to everyone,
 * rate-limited per IP (30 a minute → 429 RATE_LIMITED), replies 204; a bad body is 400 VALIDATION_FAILED.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { clientErrorSchema } from '@udlejning/shared/errors/client-error.schema';
import { AppError } from '../../platform/errors';
import { recordClientError } from './errors.service';

/** Reports accepted per IP per minute. */
export const CLIENT_ERROR_RATE_LIMIT = 30;

export async function errorsRoutes(app: FastifyInstance) {
  // registered inside this plugin, so the limiter only sees the routes below
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError('RATE_LIMITED') });

  app.post('/api/errors', { config: { rateLimit: { max: CLIENT_ERROR_RATE_LIMIT, timeWindow: 60_000 } } }, async (req, reply) => {
    // an empty body reads as {} so the reply names the missing message field
    const report = clientErrorSchema.parse(req.body ?? {});
    await recordClientError(app.deps, req.actor, report, { userAgent: req.headers['user-agent'], ip: req.ip });
    return reply.status(204).send();
  });
}
