/**
 * Reports client errors to POST /api/errors (doc 1 §7, §8): render errors with message, stack and
 * info (the component stack); uncaught window errors also with source, line and column.
 * Texts are cut to the server's limits, at most MAX_REPORTS go out per page load, and a failed
 * report is swallowed.
 */
import type { ClientErrorReport } from '@udlejning/shared/errors/client-error.schema';
import { CLIENT_ERROR_LIMITS } from '@udlejning/shared/errors/client-error-limits';

export type ErrorReport = {
  message?: string;
  stack?: string | null;
  info?: string | Record<string, unknown> | null;
  source?: string | null;
  line?: number | null;
  column?: number | null;
};

/** Reports per page load; a render loop must not flood the server. */
export const MAX_REPORTS = 20;
let sent = 0;

const cut = (s: string | null | undefined, max: number) => (s == null ? undefined : s.slice(0, max));
const wholeNumber = (n: number | null | undefined) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined);

/** Builds a body the server accepts from whatever the browser gave us. */
export function toClientErrorReport(report: ErrorReport): ClientErrorReport {
  const info = typeof report.info === 'string' ? cut(report.info, CLIENT_ERROR_LIMITS.info) : report.info;
  return {
    message: cut(report.message?.trim() || 'Unknown error', CLIENT_ERROR_LIMITS.message)!,
    stack: cut(report.stack, CLIENT_ERROR_LIMITS.stack),
    info: info && JSON.stringify(info).length <= CLIENT_ERROR_LIMITS.info ? info : undefined,
    source: cut(report.source, CLIENT_ERROR_LIMITS.source),
    line: wholeNumber(report.line),
    column: wholeNumber(report.column),
  };
}

/** Sends one report; never throws, never rejects. */
export function reportError(report: ErrorReport): void {
  if (sent >= MAX_REPORTS) return;
  sent += 1;
  try {
    void fetch('/api/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toClientErrorReport(report)),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* reporting must never throw */
  }
}

/** Reports anything thrown (an Error or not) with optional extra info. */
export function reportThrown(thrown: unknown, info?: string | null): void {
  const err = thrown as { message?: unknown; stack?: unknown } | null;
  reportError({
    message: typeof err?.message === 'string' ? err.message : String(thrown),
    stack: typeof err?.stack === 'string' ? err.stack : undefined,
    info,
  });
}

let installed = false;
/** Installs window error and unhandledrejection reporters once. */
export function installGlobalErrorReporting(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (e) => {
    const stack = (e.error as { stack?: unknown } | null)?.stack;
    reportError({ message: e.message, stack: typeof stack === 'string' ? stack : undefined, source: e.filename, line: e.lineno, column: e.colno });
  });
  window.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason as { message?: unknown; stack?: unknown } | null;
    reportError({
      message: typeof reason?.message === 'string' ? reason.message : String(e.reason),
      stack: typeof reason?.stack === 'string' ? reason.stack : undefined,
      info: 'unhandledrejection',
    });
  });
}

/** Test hook: resets the per-page-load counter. */
export function resetReportCount(): void {
  sent = 0;
}
