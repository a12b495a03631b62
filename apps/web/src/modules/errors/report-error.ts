/**
 * Reports client errors to POST /api/errors (doc 1 §7): render errors with message, stack and
 * info; uncaught window errors also with source, line and column. A failed report is swallowed.
 */
export type ErrorReport = { message: string; stack?: string; info?: unknown; source?: string; line?: number; column?: number };

export function reportError(report: ErrorReport): void {
  try {
    void fetch('/api/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    /* reporting must never throw */
  }
}

/** Installs window.onerror and unhandledrejection reporters once. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (e) => {
    reportError({ message: e.message, stack: e.error?.stack, source: e.filename, line: e.lineno, column: e.colno });
  });
  window.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason as { message?: string; stack?: string } | undefined;
    reportError({ message: reason?.message ?? String(e.reason), stack: reason?.stack, info: 'unhandledrejection' });
  });
}
