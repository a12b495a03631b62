/**
 * One mapping from thrown errors to JSON replies: AppError → its status and code, ZodError →
 * 400 VALIDATION_FAILED with every issue, Fastify's own 4xx (bad JSON, rate limit, a body over the
 * limit: 413 PAYLOAD_TOO_LARGE) keep their status, a database outage → 503 DATABASE_UNAVAILABLE with
 * Retry-After (docs/architecture.md "Database outages"), anything else is logged and answered 500 INTERNAL (no stack or message of
 * the error in the reply, in any mode).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, fromZodError, validationError } from '../errors';
import { isDatabaseUnavailable } from '../db/availability';
import { redactUrl } from './request-log';
import { ERROR_TABLE, type ErrorBody, type ErrorCode } from '@udlejning/shared/errors';

/** Seconds a client is asked to wait before retrying during a database outage. */
export const RETRY_AFTER_SECONDS = 5;

/** The code of each status Fastify or Node answers by itself, when it is not 400 VALIDATION_FAILED. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The error code of a 4xx that Fastify, a plugin or Node answers (anything unnamed is VALIDATION_FAILED). */
export function codeForStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? 'VALIDATION_FAILED';
}

/**
 * The product's error body for a 4xx `status` answered outside a handler: its code, and the code's
 * message when the code is the status's own (translated in the web app), else `message`.
 */
export function errorBodyForStatus(status: number, message?: string): ErrorBody {
  const code = codeForStatus(status);
  const own = ERROR_TABLE[code].status === status && CODE_OF_STATUS[status] !== undefined;
  return { error: { code, message: own || !message ? ERROR_TABLE[code].message : message } };
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
      return reply.status(status).send(errorBodyForStatus(status, err.message));
    }
    if (isDatabaseUnavailable(err)) {
      // an outage, not a bug: one short warning, and the client may retry
      req.log.warn({ err: err.message, url: redactUrl(req.url) }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send(new AppError('DATABASE_UNAVAILABLE').toBody());
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(new AppError('INTERNAL').toBody());
  });
}
