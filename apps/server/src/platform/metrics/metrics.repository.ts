/**
 * The two small queries a metrics scrape runs (docs/operations.md "Metrics"): the job queues' backlog
 * (pg-boss's tables in the app's database) and the mail outbox's waiting and failed mails.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** One pg-boss queue: jobs waiting and due, jobs waiting for a later start, and how long the oldest due job has waited (s). */
export type QueueBacklog = { queue: string; due: number; scheduled: number; oldestDueSeconds: number };

/**
 * Every queue pg-boss knows (an empty one answers 0) with its jobs in state created or retry: `due` are
 * those whose start_after has passed, `scheduled` those set for later; the age counts from start_after
 * (a reminder queued a month ahead does not age until it is due; a retry ages from its retry time).
 */
export async function readQueueBacklog(db: Db): Promise<QueueBacklog[]> {
  const result = await db.execute<{ queue: string; due: number; scheduled: number; oldest: number | string | null }>(sql`
    SELECT q.name AS queue,
      count(j.id) FILTER (WHERE j.start_after <= now())::int AS due,
      count(j.id) FILTER (WHERE j.start_after > now())::int AS scheduled,
      coalesce(extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.start_after <= now())), 0)::float8 AS oldest
    FROM pgboss.queue q
    LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry')
    GROUP BY q.name`);
  return result.rows.map((r) => ({
    queue: r.queue,
    due: Number(r.due),
    scheduled: Number(r.scheduled),
    oldestDueSeconds: Math.max(0, Number(r.oldest ?? 0)),
  }));
}

/** Mails of the outbox still to deliver (state queued: waiting or between retries) and given up on (failed). */
export type OutboxBacklog = { queued: number; failed: number };

export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const result = await db.execute<{ queued: number; failed: number }>(sql`
    SELECT count(*) FILTER (WHERE state = 'queued')::int AS queued,
      count(*) FILTER (WHERE state = 'failed')::int AS failed
    FROM outbox_mails WHERE state IN ('queued', 'failed')`);
  const row = result.rows[0];
  return { queued: Number(row?.queued ?? 0), failed: Number(row?.failed ?? 0) };
}
