/**
 * One mapping from thrown errors to JSON replies: AppError → its status and code, ZodError →
 * 400 VALIDATION_FAILED with every issue, Fastify's own 4xx (bad JSON, rate limit, a body over the
 * limit: 413 PAYLOAD_TOO_LARGE) keep their status, a database outage → 503 DATABASE_UNAVAILABLE with
 * Retry-After (issue 9 §1), anything else is logged and answered 500 INTERNAL (no stack or message of
 * the error in the reply, in any mode).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, fromZodError, validationError } from '../errors';
import { isDatabaseUnavailable } from '../db/availability';

/** Seconds a client is asked to wait before retrying during a database outage. */
export const RETRY_AFTER_SECONDS = 5;
import type { ErrorCode } from '@udlejning/shared/errors';

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/** '/contact/0/name' → ['contact', 0, 'name'] (JSON pointer of a schema issue → the issue path). */
function pathOf(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(err.toBody());
    }
    if (err instanceof ZodError) {
      const appError = fromZodError(err);
      return reply.status(400).send(appError.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // a route's input schema (route-pipeline.ts): the same issues as a service's ZodError
      const issues = err.validation.map((v) => ({ path: pathOf(v.instancePath), message: v.message ?? '' }));
      return reply.status(400).send(validationError(issues, req.routeOptions.config?.validationMessage).toBody());
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ error: { code: codeForStatus(status), message: err.message } });
    }
    if (isDatabaseUnavailable(err)) {
      // an outage, not a bug: one short warning, and the client may retry
      req.log.warn({ err: err.message, url: req.url }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(new AppError('DATABASE_UNAVAILABLE').toBody());
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(new AppError('INTERNAL').toBody());
  });
}
