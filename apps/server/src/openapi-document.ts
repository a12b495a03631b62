/**
 * The OpenAPI document GET /api/docs serves, built in-process without a database or a socket
 * (`npm run lint:api` writes it to a file for `redocly lint`; docs/architecture.md "OpenAPI document").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from './app';
import { createDeps } from './boot';
import { loadEnv } from './platform/env';

/**
 * The app's OpenAPI document (every route, the dev-only ones included). The database handle is a
 * pool that never connects: building the app runs no query.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-openapi-'));
  const secret = 'openapi-document-only-'.padEnd(48, 'x');
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    DISCOUNT_HASH_SECRET: secret,
    DEV_ROUTES: 'true',
  });
  const pool = new pg.Pool({ connectionString: 'postgres://openapi@127.0.0.1:1/none' });
  const app = await buildApp(createDeps(env, drizzle(pool), pino({ level: 'silent' })), { serveWeb: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
