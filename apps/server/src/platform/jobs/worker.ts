/**
 * The queue's workers (docs/operations.md, "Jobs through a database outage"). pg-boss 10's own
 * `work()` completes or fails a job without awaiting it: when PostgreSQL is unreachable at that
 * moment the promise rejects with nobody listening and Node ends the process. These workers use
 * pg-boss only to fetch, complete and fail jobs, and await every step:
 * - a job's end (complete, or fail with the handler's error) is retried until the database takes it,
 *   so a job in flight during an outage is settled once the database is back, never dropped;
 * - a job whose end could not be recorded at once, or whose handler failed because the database was
 *   unreachable, is due again right away instead of after its queue's backoff (meant for an outside
 *   service's outage): the cause is gone once its failure could be written;
 * - an idle worker looks every `pollingIntervalMs`; a worker that found jobs looks again at once, so a
 *   backlog drains at the handler's pace, `concurrency` jobs at a time.
 */
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability';

/** One fetched job as the handler sees it. */
export type FetchedJob = { id: string; data: Record<string, unknown>; retryCount: number; retryLimit: number };

export type WorkerOptions = {
  /** Queue name. */
  name: string;
  /** pg-boss's schema (for bringing a retry forward). */
  schema: string;
  /** Runs one job; a rejection fails it (retried by the queue's policy). */
  handler: (job: FetchedJob) => Promise<void>;
  /** Milliseconds an idle worker waits before it looks again. */
  pollingIntervalMs: number;
  /** Jobs run at once by this process (each slot fetches one job at a time). Default 1. */
  concurrency?: number;
  /** First wait before a failed completion is tried again (ms; doubles up to 10 s). Default 500. */
  settleRetryMs?: number;
};

export type RunningWorker = {
  /**
   * Stops fetching and waits up to `timeoutMs` for the jobs in hand to end. A job still running
   * then stays active in the database; pg-boss expires it and it runs again (at least once).
   */
  stop: (timeoutMs: number) => Promise<void>;
};

type Outcome = { ok: true } | { ok: false; error: unknown };

/** The error as pg-boss stores it in the job's output. */
function failureOutput(error: unknown): { message: string } {
  return { message: error instanceof Error ? error.message : String(error) };
}

/** A sleep that stop() can cut short. */
function sleeper() {
  let wake: () => void = () => {};
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    wakeAll: () => wake(),
  };
}

/** Rejects after `ms` with a timeout error, unless `work` settles first. */
async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`job timed out after ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts `concurrency` polling loops on queue `name` (pg-boss must be started). Each loop fetches
 * one job, runs the handler within the job's expiry, and awaits its completion or failure
 * (retried while the database is down). Never rejects; errors are logged.
 */
export function startWorker(boss: PgBoss, log: FastifyBaseLogger, opts: WorkerOptions): RunningWorker {
  const { name, schema, handler, pollingIntervalMs } = opts;
  const settleRetryMs = opts.settleRetryMs ?? 500;
  let stopping = false;
  const sleepers = new Set<ReturnType<typeof sleeper>>();

  const pause = async (ms: number) => {
    const s = sleeper();
    sleepers.add(s);
    await s.sleep(ms);
    sleepers.delete(s);
  };

  /** Records the job's end; retries until the database takes it. False when stop() gave up on it. */
  const settle = async (id: string, outcome: Outcome): Promise<{ settled: boolean; retried: boolean }> => {
    for (let attempt = 0; ; attempt++) {
      try {
        if (outcome.ok) await boss.complete(name, id);
        else await boss.fail(name, id, failureOutput(outcome.error));
        return { settled: true, retried: attempt > 0 };
      } catch (err) {
        if (stopping) {
          log.warn({ err, queue: name, job: id }, 'job end not recorded before stop; pg-boss expires it and it runs again');
          return { settled: false, retried: true };
        }
        if (attempt === 0)
          log.warn({ err, queue: name, job: id }, 'could not record the job’s end; retrying until the database answers');
        await pause(Math.min(settleRetryMs * 2 ** attempt, 10_000));
      }
    }
  };

  /** Makes a job that failed through a database outage due again now. */
  const retrySoon = async (id: string) => {
    try {
      await boss
        .getDb()
        .executeSql(`UPDATE ${schema}.job SET start_after = now() WHERE name = $1 AND id = $2 AND state = 'retry'`, [name, id]);
    } catch (err) {
      log.warn({ err, queue: name, job: id }, 'could not bring the retry forward; it runs after its backoff');
    }
  };

  const runOne = async (job: PgBoss.JobWithMetadata<Record<string, unknown>>) => {
    let outcome: Outcome;
    try {
      const fetched = { id: job.id, data: job.data ?? {}, retryCount: job.retryCount, retryLimit: job.retryLimit };
      await within(handler(fetched), job.expireInSeconds * 1000);
      outcome = { ok: true };
    } catch (error) {
      outcome = { ok: false, error };
    }
    const { settled, retried } = await settle(job.id, outcome);
    if (settled && !outcome.ok && (retried || isDatabaseUnavailable(outcome.error))) await retrySoon(job.id);
  };

  const loop = async () => {
    while (!stopping) {
      let jobs: PgBoss.JobWithMetadata<Record<string, unknown>>[] = [];
      try {
        jobs = await boss.fetch<Record<string, unknown>>(name, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        // pg-boss 10 returns [] when the fetch query fails; anything else is logged, not thrown
        log.warn({ err, queue: name }, 'job fetch failed');
      }
      if (!jobs.length) {
        if (!stopping) await pause(pollingIntervalMs);
        continue;
      }
      for (const job of jobs) await runOne(job);
    }
  };

  const loops = Array.from({ length: Math.max(1, opts.concurrency ?? 1) }, () =>
    loop().catch((err: unknown) => log.error({ err, queue: name }, 'job worker stopped by an error')),
  );

  return {
    stop: async (timeoutMs) => {
      stopping = true;
      for (const s of sleepers) s.wakeAll();
      await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
