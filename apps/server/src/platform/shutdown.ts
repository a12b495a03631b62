/**
 * Graceful shutdown (docs/operations.md "Shutdown"). On SIGTERM or SIGINT:
 *   1. lifecycle.beginShutdown(): GET /api/health/ready answers 503 and every reply says `connection: close`;
 *   2. after `delayMs` (0 by default) the steps run in order: the HTTP server stops listening and
 *      finishes its in-flight requests (idle keep-alive connections are closed at once), the job
 *      workers finish their current job and stop, the database pool closes;
 *   3. exit 0, or 1 when a step failed or the whole took longer than `timeoutMs`.
 * A second signal during the drain exits 1 at once (an operator's Ctrl-C twice).
 * Written here rather than with close-with-grace: that package also takes over `uncaughtException`
 * and `unhandledRejection`, whose policy is process-policy.ts's (an unhandled rejection serves on).
 */
import type { Logger } from 'pino';
import type { Lifecycle } from './lifecycle';

export type ShutdownStep = { name: string; run: () => Promise<unknown> };

export type ShutdownOptions = {
  log: Pick<Logger, 'info' | 'error' | 'warn'>;
  lifecycle: Lifecycle;
  /** Ms to keep serving (readiness 503) before the first step. */
  delayMs: number;
  /** Ms the whole shutdown may take before the process exits 1. */
  timeoutMs: number;
  steps: ShutdownStep[];
  /** process.exit unless a test passes its own. */
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
};

/**
 * Runs the shutdown: marks the lifecycle, waits `delayMs`, runs each step (a failing step is logged
 * and the next still runs). Resolves with the exit code (0 all steps ended, 1 one failed); never rejects.
 */
export async function shutdown(opts: Omit<ShutdownOptions, 'exit' | 'signals'>): Promise<0 | 1> {
  opts.lifecycle.beginShutdown();
  if (opts.delayMs > 0) await new Promise((r) => setTimeout(r, opts.delayMs));
  let code: 0 | 1 = 0;
  for (const step of opts.steps) {
    const started = Date.now();
    try {
      await step.run();
      opts.log.info({ step: step.name, ms: Date.now() - started }, 'shutdown step done');
    } catch (err) {
      code = 1;
      opts.log.error({ err, step: step.name }, 'shutdown step failed');
    }
  }
  return code;
}

/** Installs the signal handlers (once per process). */
export function installGracefulShutdown(opts: ShutdownOptions): void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let began = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (began) {
      opts.log.error({ signal }, 'second signal during shutdown: exiting now');
      exit(1);
      return;
    }
    began = Date.now();
    opts.log.info({ signal, timeoutMs: opts.timeoutMs }, 'shutting down');
    const timer = setTimeout(() => {
      opts.log.error({ timeoutMs: opts.timeoutMs }, 'shutdown took too long: exiting');
      exit(1);
    }, opts.timeoutMs);
    timer.unref();
    void shutdown(opts).then((code) => {
      clearTimeout(timer);
      opts.log.info({ ms: Date.now() - began, code }, 'shut down');
      exit(code);
    });
  };
  for (const signal of opts.signals ?? ['SIGTERM', 'SIGINT']) process.on(signal, onSignal);
}
