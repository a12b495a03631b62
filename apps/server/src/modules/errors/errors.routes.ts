/**
 * POST /api/errors (doc 1 §7): browsers report uncaught and render errors here. Open to everyone,
 * rate-limited per IP (30 a minute → 429 RATE_LIMITED with Retry-After, counted in PostgreSQL,
 * docs/architecture.md "Request pipeline"), replies 204; a bad body is 400 VALIDATION_FAILED.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** An empty body reads as {}, so the reply names the missing message field. */
const clientErrorBody = z.preprocess((body) => body ?? {}, clientErrorSchema);

export async function errorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // the limit counts before the body is validated: garbage reports are limited too
  app.post(
    '/api/errors',
    {
      config: { auth: 'public', replies: { 204: 'Recorded' } },
      preValidation: (req) => clientErrorsByIp.consume(app.deps.db, req.ip),
      schema: { operationId: 'reportClientError', summary: "Report a browser's uncaught error", body: clientErrorBody },
    },
    async (req, reply) => {
      await recordClientError(app.deps, req.actor, req.body, { userAgent: req.headers['user-agent'], ip: req.ip });
      return reply.status(204).send();
    },
  );
}
