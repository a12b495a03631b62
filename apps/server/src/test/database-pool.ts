/**
 * Copies of the run's template made ahead of the test files that need them, and used copies dropped
 * behind them (docs/architecture.md "CI and tests"). `CREATE DATABASE … TEMPLATE` and `DROP DATABASE`
 * mostly wait on the disk (DROP forces a checkpoint): ≈ 1–4 s per test file when the file waited for
 * them itself. The Vitest main process (global-setup.ts) keeps a few fresh copies ready; a test file
 * takes one by renaming it to its own name (atomic: of two files renaming the same copy, one gets
 * "does not exist" and tries the next) and renames it to a used name when it is done; the keeper
 * drops it. Every file still gets an untouched copy of the template; without the keeper (a run
 * without global-setup.ts) a file creates and drops its copy itself.
 *
 * Names, all of the run's template suffix (`udlejning_tpl_<run>`): ready `udlejning_ready_<run>_<n>`,
 * in use `udlejning_test_<run>_<random>`, used `udlejning_used_<run>_<random>`.
 */
import pg from 'pg';

const TEMPLATE_PREFIX = 'udlejning_tpl_';
/** Set by the keeper's process (global-setup.ts), inherited by the forked test workers. */
export const POOL_ENV = 'UDLEJNING_TEST_POOL';

/** The run id a template name carries (`udlejning_tpl_<run>`). */
function runOf(template: string): string {
  return template.startsWith(TEMPLATE_PREFIX) ? template.slice(TEMPLATE_PREFIX.length) : template;
}

/** The database name prefixes of one run. */
export function poolNames(template: string) {
  const run = runOf(template);
  return {
    ready: `udlejning_ready_${run}_`,
    test: `udlejning_test_${run}_`,
    used: `udlejning_used_${run}_`,
    /** LISTEN/NOTIFY channel: a file took or gave back a copy. */
    channel: `udlejning_pool_${run}`,
  };
}

/** PostgreSQL error codes: no such database; the database has other sessions. */
const UNDEFINED_DATABASE = '3D000';
const OBJECT_IN_USE = '55006';

function codeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

/** Names of the run's databases that start with `prefix`, oldest first. */
async function listDatabases(admin: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY oid',
    [prefix],
  );
  return rows.map((r) => r.datname);
}

/**
 * Takes a ready copy of `template` under `name` (connected as `admin` to another database).
 * Returns false when none is ready (the caller creates one).
 */
export async function claimReadyDatabase(admin: pg.Client, template: string, name: string): Promise<boolean> {
  if (process.env[POOL_ENV] !== '1') return false;
  const names = poolNames(template);
  for (const ready of await listDatabases(admin, names.ready)) {
    try {
      await admin.query(`ALTER DATABASE ${ready} RENAME TO ${name}`);
      await admin.query(`NOTIFY ${names.channel}`);
      return true;
    } catch (err) {
      // another file took it first (or, never seen, something holds a session on it): try the next
      if (codeOf(err) !== UNDEFINED_DATABASE && codeOf(err) !== OBJECT_IN_USE) throw err;
    }
  }
  return false;
}

/**
 * Gives a test file's database back: renamed for the keeper to drop, or dropped here (no keeper,
 * or a connection still open: DROP … WITH (FORCE) ends it).
 */
export async function releaseDatabase(admin: pg.Client, template: string | undefined, name: string): Promise<void> {
  if (template && process.env[POOL_ENV] === '1') {
    const names = poolNames(template);
    try {
      await admin.query(`ALTER DATABASE ${name} RENAME TO ${names.used}${name.slice(names.test.length)}`);
      await admin.query(`NOTIFY ${names.channel}`);
      return;
    } catch (err) {
      if (codeOf(err) !== OBJECT_IN_USE) throw err;
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The name a test file's database gets, `random` being [a-z0-9]. */
export function testDatabaseName(template: string | undefined, random: string): string {
  return template ? `${poolNames(template).test}${random}` : `udlejning_test_${random}`;
}

export type DatabaseKeeper = {
  /** Stops making copies and drops every database of the run but the template. */
  stop: () => Promise<void>;
};

/**
 * Runs in the Vitest main process: keeps `spare` ready copies of `template` and drops the used ones,
 * on two connections, woken by the files' NOTIFY (and every second). Sets POOL_ENV for the workers.
 */
export async function keepDatabasesReady(adminUrl: string, template: string, spare: number): Promise<DatabaseKeeper> {
  const names = poolNames(template);
  const connect = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    return client;
  };
  // two connections: making a copy and dropping one both wait on the disk, so neither waits for the other
  const maker = await connect();
  const dropper = await connect();
  await maker.query(`LISTEN ${names.channel}`);
  let stopped = false;
  const sleepers = new Set<() => void>();
  const wakeAll = () => sleepers.forEach((wake) => wake());
  maker.on('notification', wakeAll);
  let made = 0;
  let failure: unknown = null;

  /** Repeats `step` until stopped; after a step with nothing to do, waits for a NOTIFY (or a second). */
  const repeat = async (step: () => Promise<boolean>) => {
    while (!stopped) {
      let busy = false;
      try {
        busy = await step();
      } catch (err) {
        // the files fall back to making and dropping their own copies; the error shows at stop()
        failure ??= err;
        return;
      }
      if (!busy && !stopped) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            sleepers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, 1000);
          sleepers.add(wake);
        });
      }
    }
  };
  const loops = Promise.all([
    repeat(async () => {
      if ((await listDatabases(maker, names.ready)).length >= spare) return false;
      await maker.query(`CREATE DATABASE ${names.ready}${made++} TEMPLATE ${template}`);
      return true;
    }),
    repeat(async () => {
      const [used] = await listDatabases(dropper, names.used);
      if (used === undefined) return false;
      await dropper.query(`DROP DATABASE IF EXISTS ${used} WITH (FORCE)`);
      return true;
    }),
  ]);
  process.env[POOL_ENV] = '1';

  return {
    stop: async () => {
      stopped = true;
      wakeAll();
      await loops;
      const left = [
        ...(await listDatabases(maker, names.ready)),
        ...(await listDatabases(maker, names.used)),
        ...(await listDatabases(maker, names.test)),
      ];
      await Promise.all([maker.end(), dropper.end()]);
      // one connection each: the drops wait on checkpoints, which PostgreSQL merges
      await Promise.all(
        left.map(async (name) => {
          const drop = await connect();
          try {
            await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await drop.end();
          }
        }),
      );
      if (failure) console.warn(`test database keeper stopped early: ${String(failure)}`);
    },
  };
}
