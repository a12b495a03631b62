/** Vitest global setup: builds the PostgreSQL template database once per run (when PostgreSQL is up). */
import { isPostgresReachable, prepareTemplate } from './test-db';

export default async function setup() {
  if (process.env.TEST_DB_KIND === 'pglite') return;
  if (await isPostgresReachable()) await prepareTemplate();
  else console.warn('PostgreSQL on 127.0.0.1:5432 is not reachable: API tests run on PGlite');
}
