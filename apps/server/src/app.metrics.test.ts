/**
 * GET /metrics (docs/operations.md "Metrics") through the real app: off without METRICS_TOKEN (404, and the web
 * app's fallback does not take it), 401 with a wrong token, and a scrape after real traffic (requests, a mail, a
 * captured payment) parsed as Prometheus text.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/test-app';
import { buildAdmin, buildLandlord } from './test/factories';
import { buildDwelling } from './modules/dwellings/dwellings.test-support';
import { DECLINED_CARD, payTier, paymentOf } from './modules/payments/payments.test-support';
import { outboxMails } from './platform/mail/mail.schema';
import { HTTP_DURATION_BUCKETS } from './platform/metrics/metrics';
import { UNMATCHED_ROUTE, WEB_APP_ROUTE } from './platform/metrics/metrics.routes';

const TOKEN = 'metrics-token-0123456789abcdef';
const INDEX = '<!doctype html><title>Udlejning</title><div id="root"></div>';

/** A folder with a built web app's index.html, so the SPA fallback is on. */
function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'udlejning-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  return dist;
}

type Sample = { name: string; labels: Record<string, string>; value: number };
type Exposition = { types: Map<string, string>; samples: Sample[] };

/** Parses the Prometheus text format (version 0.0.4): `# TYPE` lines and samples; throws on a line it cannot read. */
function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    const labelText = sample[2] ?? '';
    const labelPattern = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
    let matched = 0;
    for (const m of labelText.matchAll(labelPattern)) {
      labels[m[1]!] = m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
      matched += m[0].length;
    }
    if (matched !== labelText.length) throw new Error(`bad labels: ${line}`);
    const raw = sample[3]!;
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw);
    if (Number.isNaN(value) && raw !== 'NaN') throw new Error(`bad value: ${line}`);
    samples.push({ name: sample[1]!, labels, value });
  }
  return { types, samples };
}

/** The samples named `name` whose labels include `labels`. */
const find = (e: Exposition, name: string, labels: Record<string, string> = {}) =>
  e.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The one sample named `name` with `labels`; fails unless there is exactly one. */
function valueOf(e: Exposition, name: string, labels: Record<string, string> = {}): number {
  const found = find(e, name, labels);
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0]!.value;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { webDist: webDist() });
  });
  afterAll(() => t.close());

  it('is an unknown path: 404 in the error shape, never the web app, with or without a token; no metrics are kept', async () => {
    for (const res of [await t.api.get('/metrics'), await t.api.as(TOKEN).get('/metrics')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // the fallback still serves pages next to it
    expect((await t.api.get('/metricsx')).body).toBe(INDEX);
    expect(t.deps.metrics).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    // mails stay queued, so the outbox and queue gauges have something to count
    t = await startTestApp({}, { env: { METRICS_TOKEN: TOKEN }, webDist: webDist(), deliverMails: false });
  });
  afterAll(() => t.close());

  it.each([
    ['no token', null],
    ['a wrong token', 'metrics-token-0123456789abcdeX'],
    ['a prefix of the token', TOKEN.slice(0, -1)],
  ])('answers 401 in the error shape to %s', async (_, token) => {
    const res = await t.api.as(token).get('/metrics');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await t.api.get('/api/docs')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).filter((p) => p.includes('metrics'))).toEqual([]);
  });

  it('shows request timings by route pattern, the queues, the outbox, captures and the event loop', async () => {
    const owner = await buildLandlord(t.deps);
    const admin = await buildAdmin(t.deps);
    const d = await buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
    expect((await t.api.get('/api/no-such-route')).statusCode).toBe(404);
    expect((await t.api.get('/dwellings/new')).body).toBe(INDEX);
    expect((await t.api.get('/messages/some-thread')).body).toBe(INDEX);
    expect((await t.api.as(owner).get(`/api/dwellings/${d.uuid}`)).statusCode).toBe(200);
    const { paymentId } = await payTier(t.api.as(owner), d.uuid, 'PLUS', 37_500);
    const approve = { status: 'APPROVED', reason: 'ok', mails: { approval: true, followUp: false } };
    expect((await t.api.as(admin).post(`/api/dwellings/${d.uuid}/status`, approve)).statusCode).toBe(200);
    expect((await paymentOf(t.deps, paymentId))?.status).toBe('CAPTURED');
    // and one card declined on another listing
    const other = await buildDwelling(t.deps, { owner, status: 'PENDING_REVIEW', active: true });
    const declined = await payTier(t.api.as(owner), other.uuid, 'PLUS', 37_500, DECLINED_CARD);
    expect((await paymentOf(t.deps, declined.paymentId))?.status).toBe('FAILED');
    // one mail given up on, the rest waiting
    const queued = await t.deps.db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.state, 'queued'));
    expect(queued.length).toBeGreaterThanOrEqual(2);
    await t.deps.db.update(outboxMails).set({ state: 'failed' }).where(eq(outboxMails.id, queued[0]!.id));
    const pending = await t.jobs.pending();

    const res = await t.api.as(TOKEN).get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const e = parseExposition(res.body);

    // timings: the route's pattern and status, never the URL
    expect(e.types.get('http_request_duration_seconds')).toBe('histogram');
    const dwellingRoute = { method: 'GET', route: '/api/dwellings/:uuid', status_code: '200' };
    expect(valueOf(e, 'http_request_duration_seconds_count', dwellingRoute)).toBe(1);
    expect(valueOf(e, 'http_request_duration_seconds_bucket', { ...dwellingRoute, le: '+Inf' })).toBe(1);
    const les = find(e, 'http_request_duration_seconds_bucket', dwellingRoute).map((s) => s.labels.le);
    expect(les).toEqual([...HTTP_DURATION_BUCKETS.map(String), '+Inf']);
    expect(valueOf(e, 'http_request_duration_seconds_count', { method: 'GET', route: UNMATCHED_ROUTE, status_code: '404' })).toBe(
      1,
    );
    // the web app's pages: one series, not one per page, and not counted as unmatched
    expect(valueOf(e, 'http_request_duration_seconds_count', { method: 'GET', route: WEB_APP_ROUTE, status_code: '200' })).toBe(2);
    expect(find(e, 'http_request_duration_seconds_count', { route: UNMATCHED_ROUTE, status_code: '200' })).toEqual([]);
    expect(valueOf(e, 'http_request_duration_seconds_count', { method: 'POST', route: '/api/dwellings/:uuid/status' })).toBe(1);
    expect(e.samples.some((s) => Object.values(s.labels).some((v) => v.includes(d.uuid) || v.includes('no-such') || v.includes('some-thread')))).toBe(false);

    // the queues: every due job waiting, per queue, as the queue itself lists them
    expect(e.types.get('job_queue_depth')).toBe('gauge');
    const now = Date.now();
    const dueByQueue = new Map<string, number>();
    for (const job of pending) if (job.startAfter.getTime() <= now) dueByQueue.set(job.name, (dueByQueue.get(job.name) ?? 0) + 1);
    expect(dueByQueue.size).toBeGreaterThan(0);
    for (const [queue, due] of dueByQueue) {
      expect(valueOf(e, 'job_queue_depth', { queue })).toBe(due);
      expect(valueOf(e, 'job_queue_oldest_age_seconds', { queue })).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(e, 'job_queue_depth', { queue: 'mail-send' })).toBeGreaterThanOrEqual(1);

    // the outbox
    expect(valueOf(e, 'mail_outbox_queued')).toBe(queued.length - 1);
    expect(valueOf(e, 'mail_outbox_failed')).toBe(1);

    // payments
    expect(e.types.get('payment_captures_total')).toBe('counter');
    expect(valueOf(e, 'payment_captures_total')).toBe(1);
    expect(valueOf(e, 'payment_failures_total', { stage: 'capture' })).toBe(0);
    expect(valueOf(e, 'payment_failures_total', { stage: 'authorize' })).toBe(1);

    // the process: event loop lag, and the database pool when the database is a PostgreSQL server
    expect(e.types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(valueOf(e, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (t.database.kind === 'postgres') {
      expect(valueOf(e, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
      expect(valueOf(e, 'db_pool_waiting_clients')).toBe(0);
    } else expect(find(e, 'db_pool_connections_in_use')).toEqual([]);
  });
});
