/**
 * The real Fastify app on a fresh database, for API tests:
 *   const t = await startTestApp();
 *   const res = await t.api.as(landlord).post('/api/dwellings', body);
 * Requests go through `fastify.inject` (the full HTTP stack without a socket).
 * The app has a real job queue (pg-boss, no background workers): after each request the client
 * plays the mail worker: after each non-GET request it runs the due mail and reset jobs (`deliverMails`), so a test sees a
 * request's mails as soon as it returns; other jobs run when a test calls `t.jobs.runDue`.
 */
import pino from 'pino';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { createDeps } from '../boot';
import { loadEnv } from '../platform/env';
import type { Deps } from '../platform/deps';
import type { Db } from '../platform/db/client';
import { createTestDatabase, type TestDatabase } from './test-db';
import { appJobs } from '../jobs';
import { createJobQueue, type JobQueue } from '../platform/jobs/queue';
import { MAIL_JOB, URGENT_MAIL_JOB } from '../platform/mail/mail-queue';
import { PASSWORD_RESET_JOB } from '../modules/accounts/use-cases/password-reset';

export type TestResponse = LightMyRequestResponse & { body: string; json: <T = any>() => T }; // eslint-disable-line @typescript-eslint/no-explicit-any

type Who = { token: string } | string | null;

export type ApiClient = {
  get: (url: string) => Promise<TestResponse>;
  post: (url: string, body?: unknown) => Promise<TestResponse>;
  put: (url: string, body?: unknown) => Promise<TestResponse>;
  delete: (url: string) => Promise<TestResponse>;
  /** POST /api/graph with a query and variables. */
  graph: (query: string, variables?: Record<string, unknown>) => Promise<TestResponse>;
  /** The same client, sending `Authorization: Bearer` for a user ({ token }) or a raw token. */
  as: (who: Who) => ApiClient;
  /** The same client, connecting from `ip` (the socket address; inject's default is 127.0.0.1) with extra `headers`. */
  from: (ip: string, headers?: Record<string, string>) => ApiClient;
};

type Origin = { ip?: string; headers?: Record<string, string> };

function client(app: FastifyInstance, who: Who, afterRequest: () => Promise<unknown>, origin: Origin = {}): ApiClient {
  const token = who === null ? null : typeof who === 'string' ? who : who.token;
  const headers = { ...origin.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = (await app.inject({
      method,
      url,
      headers,
      ...(origin.ip ? { remoteAddress: origin.ip } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    })) as TestResponse;
    // reads queue no mail (and tests count a GET's queries)
    if (method !== 'GET') await afterRequest();
    return res;
  };
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body ?? {}),
    put: (url, body) => send('PUT', url, body ?? {}),
    delete: (url) => send('DELETE', url),
    graph: (query, variables) => send('POST', '/api/graph', { query, variables }),
    as: (next) => client(app, next, afterRequest, origin),
    from: (ip, extra) => client(app, who, afterRequest, { ip, headers: extra }),
  };
}

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  database: TestDatabase;
  api: ApiClient;
  /** The app's job queue (started with every job's handler, no workers). */
  jobs: JobQueue;
  /** Delivers the queued mails now (runs the due mail and reset jobs, real clock); returns how many jobs ran. */
  deliverMails: () => Promise<number>;
  close: () => Promise<void>;
};

/** The jobs the test client runs after each request: what the mail worker would do within a second. */
const INSTANT_JOBS = [MAIL_JOB, URGENT_MAIL_JOB, PASSWORD_RESET_JOB];

/**
 * Builds the app on a fresh database; `overrides` replaces adapters (mailer, addresses, now, …);
 * `webDist` serves a built web app from that folder (none by default); `deliverMails: false`
 * leaves queued mails queued after requests (tests of the queue itself); `env` adds or replaces
 * environment variables (e.g. NODE_ENV: 'production'); `beforeReady` may add hooks to the app before it starts
 * (a test that watches every reply).
 */
export async function startTestApp(
  overrides: Partial<Deps> = {},
  opts: {
    webDist?: string;
    deliverMails?: boolean;
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const log = pino({ level: 'silent' });
  const deps = createDeps(env, database.db, log, overrides);
  const jobs = createJobQueue(database.db, log, { background: false });
  deps.jobs ??= jobs;
  await jobs.start(appJobs(deps), { work: false });
  const deliverMails = () => jobs.runDue(new Date(), { names: INSTANT_JOBS });
  const app = await buildApp(deps, { webDist: opts.webDist ?? null });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    deps,
    database,
    api: client(app, null, opts.deliverMails === false ? async () => 0 : deliverMails),
    jobs,
    deliverMails,
    close: async () => {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

/**
 * Another app instance on an existing database handle (e.g. a second server, or the same one after
 * a restart); `env` adds environment variables. Closing it leaves the database open. Its client
 * delivers no mail (no job queue).
 */
export async function buildTestApp(
  db: Db,
  overrides: Partial<Deps> = {},
  opts: { webDist?: string; env?: Record<string, string> } = {},
): Promise<{ app: FastifyInstance; deps: Deps; api: ApiClient }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const deps = createDeps(env, db, pino({ level: 'silent' }), overrides);
  const app = await buildApp(deps, { webDist: opts.webDist ?? null });
  await app.ready();
  return { app, deps, api: client(app, null, async () => 0) };
}
