/**
 * The real Fastify app on a fresh database, for API tests:
 *   const t = await startTestApp();
 *   const res = await t.api.as(landlord).post('/api/dwellings', body);
 * Requests go through `fastify.inject` (the full HTTP stack without a socket).
 */
import pino from 'pino';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { createDeps } from '../platform/boot';
import { loadEnv } from '../platform/env';
import type { Deps } from '../platform/deps';
import { createTestDatabase, type TestDatabase } from './test-db';

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
};

function client(app: FastifyInstance, who: Who): ApiClient {
  const token = who === null ? null : typeof who === 'string' ? who : who.token;
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) }) as Promise<TestResponse>;
  return {
    get: (url) => send('GET', url),
    post: (url, body) => send('POST', url, body ?? {}),
    put: (url, body) => send('PUT', url, body ?? {}),
    delete: (url) => send('DELETE', url),
    graph: (query, variables) => send('POST', '/api/graph', { query, variables }),
    as: (next) => client(app, next),
  };
}

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  database: TestDatabase;
  api: ApiClient;
  close: () => Promise<void>;
};

/**
 * Builds the app on a fresh database; `overrides` replaces adapters (mailer, addresses, now, …);
 * `webDist` serves a built web app from that folder (none by default).
 */
export async function startTestApp(overrides: Partial<Deps> = {}, opts: { webDist?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', LOG_LEVEL: 'silent' });
  const deps = createDeps(env, database.db, pino({ level: 'silent' }), overrides);
  const app = await buildApp(deps, { webDist: opts.webDist ?? null });
  await app.ready();
  return {
    app,
    deps,
    database,
    api: client(app, null),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
