/**
 * Vitest global setup: builds this run's PostgreSQL template database once (migrated, address
 * index loaded) when PostgreSQL is up, hands its name to the test workers through the environment,
 * keeps copies of it ready for the test files (database-pool.ts), and drops them all at the end.
 * Without PostgreSQL the tests run on PGlite, unless REQUIRE_POSTGRES=1.
 */
import { keepDatabasesReady } from './database-pool';
import { dropDatabase, isPostgresReachable, PG_ADMIN_URL, prepareTemplate, TEMPLATE_DB_ENV } from './test-db';

/** Ready copies of the template the keeper holds: one per worker (vitest.config.ts maxWorkers: 2) and one more. */
const SPARE_DATABASES = 3;

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
  const keeper = await keepDatabasesReady(PG_ADMIN_URL, name, SPARE_DATABASES);
  return async () => {
    await keeper.stop();
    await dropDatabase(name);
  };
}
