/**
 * The persistent job queue (pg-boss 10) behind a small interface, so services only see
 * `deps.jobs.send(name, data, { startAfter })`. Jobs live in the `pgboss` schema of the app's own
 * database, so a restart loses no scheduled job. PostgreSQL: pg-boss opens its own small pool
 * from the connection string. PGlite: pg-boss shares the one connection through an
 * `executeSql` adapter (multi-statement SQL returns the rows of every statement).
 */
import { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';

/** Payload of a job: plain JSON. */
export type JobData = Record<string, unknown>;
/** Runs one job; throwing makes pg-boss retry it later. */
export type JobHandler = (data: JobData) => Promise<void>;
/** Handlers by queue name, plus optional cron schedules (UTC) by queue name. */
export type JobHandlers = { handlers: Record<string, JobHandler>; schedules?: Record<string, string> };

export type JobQueue = {
  /** Queues a job; `startAfter` delays it (kept across restarts). Returns the job id. */
  send: (name: string, data: JobData, opts?: { startAfter?: Date }) => Promise<string | null>;
  /**
   * Creates the queues and schedules, and (with `work`, the default) starts polling workers.
   * Tests start with `work: false` and call runDue() instead.
   */
  start: (jobs: JobHandlers, opts?: { work?: boolean }) => Promise<void>;
  /** Stops the workers and closes pg-boss's own connections (not the app's database). */
  stop: () => Promise<void>;
  /**
   * Runs now, in order, every queued job of a registered queue whose startAfter is at or before
   * `now` (the app's clock, so tests can jump ahead), and marks it completed. Returns how many ran.
   */
  runDue: (now: Date) => Promise<number>;
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

/** A queue on the app's database (`db` from openDatabase). Nothing runs until start(). */
export function createJobQueue(db: Db, log: FastifyBaseLogger): JobQueue {
  const { options, sql } = bossOptions(db);
  const boss = new PgBoss({ ...options, schema: SCHEMA, application_name: 'udlejning-jobs' });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  let handlers: Record<string, JobHandler> = {};
  let started = false;

  const query = async (text: string, values: unknown[]): Promise<Record<string, unknown>[]> => {
    return (await sql.executeSql(text, values)).rows;
  };

  const run = async (name: string, data: JobData) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`no handler for job ${name}`);
    await handler(data);
  };

  return {
    send: async (name, data, opts = {}) =>
      boss.send(name, data, opts.startAfter ? { startAfter: opts.startAfter } : {}),

    start: async (jobs, opts = {}) => {
      handlers = jobs.handlers;
      await boss.start();
      started = true;
      for (const name of Object.keys(handlers)) await boss.createQueue(name);
      for (const [name, cron] of Object.entries(jobs.schedules ?? {})) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      if (opts.work === false) return;
      for (const name of Object.keys(handlers)) {
        await boss.work<JobData>(name, { pollingIntervalSeconds: 5 }, async (batch) => {
          for (const job of batch) await run(name, job.data ?? {});
        });
      }
    },

    stop: async () => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },

    runDue: async (now) => {
      const names = Object.keys(handlers);
      if (!names.length) return 0;
      const due = await query(
        `SELECT id, name, data FROM ${SCHEMA}.job
          WHERE state IN ('created', 'retry') AND name = ANY($1::text[]) AND start_after <= $2::timestamptz
          ORDER BY start_after, created_on`,
        [names, now.toISOString()],
      );
      for (const job of due) {
        await run(String(job.name), (job.data as JobData | null) ?? {});
        await query(`UPDATE ${SCHEMA}.job SET state = 'completed', completed_on = now() WHERE id = $1::uuid`, [job.id]);
      }
      return due.length;
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
