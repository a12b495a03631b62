/**
 * Vitest global setup: builds this run's PostgreSQL template database once (migrated, address
 * index loaded) when PostgreSQL is up, hands its name to the test workers through the environment,
 * and drops it at the end. Without PostgreSQL the tests run on PGlite, unless REQUIRE_POSTGRES=1.
 */
import { dropDatabase, isPostgresReachable, prepareTemplate, TEMPLATE_DB_ENV } from './test-db';

export default async function setup() {
  if (process.env.TEST_DB_KIND === 'pglite') return;
  if (!(await isPostgresReachable())) {
    // CI sets REQUIRE_POSTGRES=1: a green run must have used the real server (docs/architecture.md "CI and tests")
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error('REQUIRE_POSTGRES=1 but PostgreSQL on 127.0.0.1:5432 is not reachable');
    console.warn('PostgreSQL on 127.0.0.1:5432 is not reachable: API tests run on PGlite');
    return;
  }
  const name = `udlejning_tpl_${process.pid}_${Date.now().toString(36)}`;
  await prepareTemplate(name);
  process.env[TEMPLATE_DB_ENV] = name; // forked workers inherit the environment
  return async () => {
    await dropDatabase(name);
  };
}
