/**
 * The persistent job queue (pg-boss 10) behind a small interface, so services only see
 * `deps.jobs.send(name, data, { startAfter, ex })`. Jobs live in the `pgboss` schema of the app's own
 * database, so a restart loses no scheduled job; `ex` writes the job through a transaction, so it
 * exists exactly when the change that queued it was committed (docs/architecture.md "Jobs and mail"). PostgreSQL: pg-boss
 * opens its own small pool from the connection string. PGlite: pg-boss shares the one connection
 * through an `executeSql` adapter (multi-statement SQL returns the rows of every statement).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { startWorker, type RunningWorker } from './worker';

/** Payload of a job: plain JSON. */
export type JobData = Record<string, unknown>;
/** Which attempt a handler runs: retryCount 0 is the first; retryCount === retryLimit is the last. */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };
/** Runs one job; throwing makes pg-boss retry it later (the queue's retry policy). */
export type JobHandler = (data: JobData, attempt: JobAttempt) => Promise<void>;
/**
 * Retry policy and polling of one queue. retryDelay in seconds; with retryBackoff the n-th retry
 * waits retryDelay × 2^n × (1…2, random). pollingIntervalSeconds: how often an idle worker looks (default 5).
 */
export type QueueOptions = {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  pollingIntervalSeconds?: number;
  /** Jobs of this queue run at once in each process (default 1). */
  concurrency?: number;
};
/**
 * Handlers by queue name, optional cron schedules (UTC) and queue options by queue name.
 * `renamed`: old queue name → new one (docs/architecture.md "Code layout: one name per domain"): start() moves the jobs
 * still waiting under the old name to the new queue and drops the old name's schedule.
 */
export type JobHandlers = {
  handlers: Record<string, JobHandler>;
  schedules?: Record<string, string>;
  queues?: Record<string, QueueOptions>;
  renamed?: Record<string, string>;
};

/** Anything Drizzle can run SQL on: the database or a transaction (`tx` of db.transaction). */
export type SqlExecutor = Pick<Db, 'execute'>;

export type JobQueue = {
  /**
   * Queues a job; `startAfter` delays it (kept across restarts); `ex` writes it through that
   * transaction (committed or rolled back with it). Returns the job id.
   */
  send: (name: string, data: JobData, opts?: { startAfter?: Date; ex?: SqlExecutor }) => Promise<string | null>;
  /**
   * Creates the queues and schedules, and (with `work`, the default) starts polling workers.
   * Tests start with `work: false` and call runDue() instead.
   */
  start: (jobs: JobHandlers, opts?: { work?: boolean }) => Promise<void>;
  /** Stops the workers and closes pg-boss's own connections (not the app's database). */
  stop: () => Promise<void>;
  /**
   * Runs now, in order, every queued job (of `names`, default every registered queue) whose
   * startAfter is at or before `now` (the app's clock, so tests can jump ahead), including jobs
   * the handlers queue meanwhile. A job that completes is marked completed; one that throws is
   * failed through pg-boss (retried later by its queue's policy). Returns how many ran.
   */
  runDue: (now: Date, opts?: { names?: string[] }) => Promise<number>;
  /** Jobs still waiting (state created/retry), for tests and diagnostics. */
  pending: () => Promise<{ id: string; name: string; data: JobData; startAfter: Date }[]>;
};

type SqlResult = { rows: Record<string, unknown>[] };
type SqlAdapter = { executeSql: (text: string, values?: unknown[]) => Promise<SqlResult> };

/** pg-boss's database adapter over PGlite: parameterised → query; otherwise exec and every statement's rows. */
function pgliteAdapter(client: PGlite): SqlAdapter {
  return {
    executeSql: async (text, values) => {
      if (values && values.length) {
        const res = await client.query<Record<string, unknown>>(text, values);
        return { rows: res.rows };
      }
      const results = await client.exec(text);
      return { rows: results.flatMap((r) => r.rows as Record<string, unknown>[]) };
    },
  };
}

/** The app's SQL adapter (for runDue/pending) and pg-boss's options, from the Drizzle client underneath. */
function bossOptions(db: Db): { options: PgBoss.ConstructorOptions; sql: SqlAdapter } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const adapter = pgliteAdapter(client);
    return { options: { db: adapter }, sql: adapter };
  }
  const pool = client as Pool;
  return {
    options: { connectionString: pool.options.connectionString, max: 3 },
    sql: { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) },
  };
}

const SCHEMA = 'pgboss';

/**
 * Runs `step` again (up to 5 times, 50–250 ms apart) when PostgreSQL ends it as a deadlock (40P01): instances
 * starting side by side on a new database create the same queues at once (each a partition and a row), and
 * pg-boss's createQueue can deadlock with itself; a retry finds the queue made (README "Reference deployment").
 */
export async function retryOnDeadlock<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if ((err as { code?: unknown }).code !== '40P01' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/** A parameter as PostgreSQL should get it: undefined as NULL, objects (jsonb) as JSON text, dates as ISO strings. */
function toParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * pg-boss's `executeSql` over a Drizzle executor: the `$n` placeholders of pg-boss's SQL become
 * Drizzle parameters, so the statement runs inside the caller's transaction.
 */
export function executorAdapter(ex: SqlExecutor): SqlAdapter {
  return {
    executeSql: async (text, values = []) => {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${toParam(values[Number(part) - 1])}`));
      const result = (await ex.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Deletes, through `ex` (e.g. a transaction), every job, waiting or finished and archived, whose data
 * has `field` equal to `value` (case-insensitive): pg-boss keeps finished jobs for days, and a job's
 * data may name a person (the password-reset job holds the e-mail address; GDPR art. 17).
 * Returns how many it deleted; nothing when pg-boss's tables do not exist (yet).
 */
export async function deleteJobsByData(ex: SqlExecutor, field: string, value: string): Promise<number> {
  const tables = (await ex.execute(
    sql`select to_regclass(${`${SCHEMA}.job`})::text as job, to_regclass(${`${SCHEMA}.archive`})::text as archive`,
  )) as unknown as { rows: { job: string | null; archive: string | null }[] };
  let deleted = 0;
  for (const table of [tables.rows[0]?.job, tables.rows[0]?.archive]) {
    if (!table) continue;
    const res = (await ex.execute(
      sql`delete from ${sql.raw(table)} where lower(data->>${field}) = ${value.toLowerCase()}`,
    )) as unknown as { rowCount?: number | null; affectedRows?: number };
    deleted += res.rowCount ?? res.affectedRows ?? 0;
  }
  return deleted;
}

/**
 * A queue on the app's database (`db` from openDatabase). Nothing runs until start().
 * `background: false` (tests) runs no maintenance and no cron timers: only send, runDue and workers.
 */
export function createJobQueue(db: Db, log: FastifyBaseLogger, opts: { background?: boolean } = {}): JobQueue {
  const { options, sql: adapter } = bossOptions(db);
  const background = opts.background ?? true;
  const boss = new PgBoss({
    ...options,
    schema: SCHEMA,
    application_name: 'udlejning-jobs',
    ...(background ? {} : { supervise: false, schedule: false }),
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let handlers: Record<string, JobHandler> = {};
  let started = false;
  let workers: RunningWorker[] = [];

  const query = async (text: string, values: unknown[]): Promise<Record<string, unknown>[]> => {
    return (await adapter.executeSql(text, values)).rows;
  };

  /**
   * A renamed queue: pg-boss keeps a job under the name it was sent with, so the jobs not finished
   * under `from` (waiting, retrying, or active in a process that stopped) move to `to`, whose queue
   * start() has just created (the job table is partitioned by name: PostgreSQL moves the rows); the
   * cron schedule of `from` is dropped so it queues nothing more. Finished jobs stay as history.
   */
  const moveQueuedJobs = async (from: string, to: string) => {
    const moved = await query(
      `UPDATE ${SCHEMA}.job SET name = $2 WHERE name = $1 AND state IN ('created', 'retry', 'active') RETURNING id`,
      [from, to],
    );
    await query(`DELETE FROM ${SCHEMA}.schedule WHERE name = $1`, [from]);
    if (moved.length) log.info({ from, to, moved: moved.length }, 'jobs moved to the renamed queue');
  };

  const run = async (name: string, data: JobData, attempt: JobAttempt) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`no handler for job ${name}`);
    await handler(data, attempt);
  };

  return {
    send: async (name, data, opts = {}) =>
      boss.send(name, data, {
        ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
        ...(opts.ex ? { db: executorAdapter(opts.ex) } : {}),
      }),

    start: async (jobs, opts = {}) => {
      handlers = jobs.handlers;
      await boss.start();
      started = true;
      for (const name of Object.keys(handlers)) {
        const { pollingIntervalSeconds: _polling, concurrency: _concurrency, ...policy } = jobs.queues?.[name] ?? {};
        await retryOnDeadlock(() => boss.createQueue(name, { name, ...policy }));
        // an existing queue keeps its old policy unless it is updated
        if (Object.keys(policy).length) await retryOnDeadlock(() => boss.updateQueue(name, { name, ...policy }));
      }
      for (const [from, to] of Object.entries(jobs.renamed ?? {})) await moveQueuedJobs(from, to);
      for (const [name, cron] of Object.entries(jobs.schedules ?? {})) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      if (opts.work === false) return;
      // our own workers, not boss.work(): they await each job's completion (worker.ts)
      workers = Object.keys(handlers).map((name) =>
        startWorker(boss, log, {
          name,
          schema: SCHEMA,
          pollingIntervalMs: (jobs.queues?.[name]?.pollingIntervalSeconds ?? 5) * 1000,
          concurrency: jobs.queues?.[name]?.concurrency ?? 1,
          handler: (job) => run(name, job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit }),
        }),
      );
    },

    stop: async () => {
      if (!started) return;
      started = false;
      await Promise.all(workers.map((w) => w.stop(5000)));
      workers = [];
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },

    runDue: async (now, opts = {}) => {
      const names = (opts.names ?? Object.keys(handlers)).filter((name) => handlers[name]);
      if (!names.length) return 0;
      let ran = 0;
      // handlers may queue further due jobs (a reset request queues its mail): run those too. `now` is a JS Date,
      // whole milliseconds, and PostgreSQL stamps start_after in microseconds: a job queued in the same millisecond
      // as `now` (start_after 12:00:00.123456, now 12:00:00.123) is due, so compare up to the end of that millisecond
      for (let round = 0; round < 10; round++) {
        const due = await query(
          `SELECT id, name, data, retry_count, retry_limit FROM ${SCHEMA}.job
            WHERE state IN ('created', 'retry') AND name = ANY($1::text[])
              AND start_after < $2::timestamptz + interval '1 millisecond'
            ORDER BY start_after, created_on`,
          [names, now.toISOString()],
        );
        if (!due.length) break;
        for (const job of due) {
          const name = String(job.name);
          const attempt = { id: String(job.id), retryCount: Number(job.retry_count), retryLimit: Number(job.retry_limit) };
          try {
            await run(name, (job.data as JobData | null) ?? {}, attempt);
            await query(`UPDATE ${SCHEMA}.job SET state = 'completed', completed_on = now() WHERE id = $1::uuid`, [job.id]);
          } catch (err) {
            await boss.fail(name, attempt.id, { message: err instanceof Error ? err.message : String(err) });
          }
          ran += 1;
        }
      }
      return ran;
    },

    pending: async () => {
      const rows = await query(
        `SELECT id, name, data, start_after FROM ${SCHEMA}.job WHERE state IN ('created', 'retry') AND name = ANY($1::text[])
          ORDER BY start_after`,
        [Object.keys(handlers)],
      );
      return rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        data: (r.data as JobData | null) ?? {},
        startAfter: new Date(r.start_after as string | Date),
      }));
    },
  };
}
