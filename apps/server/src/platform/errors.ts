/**
 * AppError: the one error type services throw. The HTTP error handler and the GraphQL
 * error mask map it through ERROR_TABLE (packages/shared/src/errors.ts).
 */
import { ERROR_TABLE, type ErrorCode, type ErrorDetails, type FieldIssue } from '@udlejning/shared/errors';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from './db/availability';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues?: FieldIssue[];
  /** Facts the client acts on (ErrorDetails), sent as `error.details` (GraphQL: `extensions.details`). */
  readonly details?: ErrorDetails;
  /** For RATE_LIMITED: seconds until the limit frees up (the Retry-After header). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    opts: { message?: string; issues?: FieldIssue[]; details?: ErrorDetails; retryAfterSeconds?: number } = {},
  ) {
    super(opts.message ?? ERROR_TABLE[code].message);
    this.code = code;
    this.status = ERROR_TABLE[code].status;
    this.issues = opts.issues;
    this.details = opts.details;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  toBody() {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

/** A 400 VALIDATION_FAILED with one issue per field. */
export function validationError(issues: FieldIssue[], message?: string): AppError {
  return new AppError('VALIDATION_FAILED', { issues, message });
}

/** Converts a ZodError into a 400 AppError carrying every issue with its path. */
export function fromZodError(err: ZodError): AppError {
  return validationError(
    err.issues.map((i) => ({ path: i.path.filter((p): p is string | number => typeof p !== 'symbol'), message: i.message })),
  );
}

/**
 * Normalises anything thrown into an AppError: a database outage becomes 503
 * DATABASE_UNAVAILABLE (docs/architecture.md "Database outages"), other unknown errors INTERNAL.
 */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return fromZodError(err);
  if (isDatabaseUnavailable(err)) return new AppError('DATABASE_UNAVAILABLE');
  return new AppError('INTERNAL');
}
