/**
 * Prometheus metrics of one app instance (docs/operations.md "Metrics"), in a registry of its own (never
 * prom-client's global one, so tests that build several apps in one process keep theirs apart):
 * - http_request_duration_seconds{method, route, status_code}: the route pattern, never the raw URL;
 * - prom-client's default process and Node.js metrics (nodejs_eventloop_lag_seconds among them);
 * - db_pool_connections_in_use, db_pool_waiting_clients (node-postgres only; PGlite has no pool);
 * - job_queue_depth, job_queue_scheduled, job_queue_oldest_age_seconds per queue (pg-boss);
 * - mail_outbox_queued, mail_outbox_failed;
 * - payment_captures_total, payment_failures_total{stage}.
 * The database gauges are read on scrape (one query each for the queues and the outbox).
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { readOutboxBacklog, readQueueBacklog } from './metrics.repository';

/** Where a payment failed: its authorisation (declined, cancelled, price changed) or its capture (refused). */
export type PaymentFailureStage = 'authorize' | 'capture';

/** What the modules report (deps.metrics?.…): payment outcomes. */
export type MetricsPort = {
  /** A payment became CAPTURED (counted once per payment). */
  paymentCaptured: () => void;
  /** A payment failed at `stage`. */
  paymentFailed: (stage: PaymentFailureStage) => void;
};

export type AppMetrics = MetricsPort & {
  /** Records one answered request: `route` is the pattern ('unmatched' for none), `seconds` its duration. */
  observeRequest: (method: string, route: string, statusCode: number, seconds: number) => void;
  /** The text exposition (runs the database gauges' queries first). */
  scrape: () => Promise<string>;
  /** The exposition's content type. */
  contentType: string;
};

/** Request duration buckets, s: from 5 ms to 5 s (slower requests land in +Inf). */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The node-postgres pool behind a Drizzle handle, or null (PGlite). */
function poolOf(db: Db): pg.Pool | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** Builds the registry of one app instance on `db`; database failures during a scrape are logged and skipped. */
export function createMetrics(db: Db, log: FastifyBaseLogger): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of answered HTTP requests, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers,
  });

  const pool = poolOf(db);
  if (pool) {
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Connections of the PostgreSQL pool lent to a query or transaction',
      registers,
      collect() {
        this.set(pool.totalCount - pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries waiting for a connection of the PostgreSQL pool',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const queueDepth = new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs due and waiting for a worker (state created or retry, start time passed), by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const queueScheduled = new Gauge({
    name: 'job_queue_scheduled',
    help: 'Jobs waiting for a later start time, by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const queueOldestAge = new Gauge({
    name: 'job_queue_oldest_age_seconds',
    help: 'How long the oldest due job has waited since its start time, by queue (0 when none is due)',
    labelNames: ['queue'] as const,
    registers,
  });
  const outboxQueued = new Gauge({
    name: 'mail_outbox_queued',
    help: 'Mails waiting for delivery or between retries',
    registers,
  });
  const outboxFailed = new Gauge({ name: 'mail_outbox_failed', help: 'Mails given up on after the last retry', registers });

  const captures = new Counter({ name: 'payment_captures_total', help: 'Payments captured (money drawn)', registers });
  const failures = new Counter({
    name: 'payment_failures_total',
    help: 'Payments that failed, by stage (authorize: declined, cancelled or price changed; capture: refused by the provider)',
    labelNames: ['stage'] as const,
    registers,
  });
  // both stages are present from the start, so a rate() sees the first failure
  for (const stage of ['authorize', 'capture'] as const) failures.inc({ stage }, 0);

  /**
   * Sets the database gauges; a query that fails (database down, pg-boss not installed) is logged and leaves its gauges at
   * their last values (watch the app's own health check for the database itself).
   */
  async function refreshDatabaseGauges(): Promise<void> {
    const [queues, outbox] = await Promise.allSettled([readQueueBacklog(db), readOutboxBacklog(db)]);
    if (queues.status === 'fulfilled') {
      // a queue that is gone leaves the output
      queueDepth.reset();
      queueScheduled.reset();
      queueOldestAge.reset();
      for (const q of queues.value) {
        queueDepth.set({ queue: q.queue }, q.due);
        queueScheduled.set({ queue: q.queue }, q.scheduled);
        queueOldestAge.set({ queue: q.queue }, q.oldestDueSeconds);
      }
    } else log.warn({ err: queues.reason }, 'metrics: the job queues could not be read');
    if (outbox.status === 'fulfilled') {
      outboxQueued.set(outbox.value.queued);
      outboxFailed.set(outbox.value.failed);
    } else log.warn({ err: outbox.reason }, 'metrics: the mail outbox could not be read');
  }

  return {
    paymentCaptured: () => captures.inc(),
    paymentFailed: (stage) => failures.inc({ stage }),
    observeRequest: (method, route, statusCode, seconds) =>
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds),
    scrape: async () => {
      await refreshDatabaseGauges();
      return registry.metrics();
    },
    contentType: registry.contentType,
  };
}
