/**
 * One mapping from thrown errors to JSON replies: AppError → its status and code, ZodError →
 * 400 VALIDATION_FAILED with every issue, Fastify's own 4xx (bad JSON, too large, rate limit)
 * keep their status, anything else is logged and answered 500 INTERNAL.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError, fromZodError } from '../errors';
import type { ErrorCode } from '@udlejning/shared/errors';

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    if (err instanceof AppError) return reply.status(err.status).send(err.toBody());
    if (err instanceof ZodError) {
      const appError = fromZodError(err);
      return reply.status(400).send(appError.toBody());
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: codeForStatus(status), message: err.message } });
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(new AppError('INTERNAL').toBody());
  });
}
