/**
 * The one-time preparation of a database, which every start runs (main.ts, `main.js --prepare`):
 * migrations, the shipped address index and the demo accounts and seekers. On a prepared database
 * it is a few cheap queries; on a new one it does the real work (~17k addresses parsed from CSV and
 * inserted), whose memory a process keeps, so main.ts first asks `needsPreparation` and then runs
 * it in a short-lived child process.
 */
import type { Logger } from 'pino';
import type { Env } from './platform/env';
import { hasPendingMigrations, type Database, type Db } from './platform/db/client';
import { seedDemoAccounts, DEMO_ACCOUNTS } from './modules/accounts/accounts.seed';
import { addressIndexIsCurrent, loadAddressIndexIfEmpty } from './modules/addresses/address-index.loader';
import { seedDemoSeekers } from './modules/seekers/seekers.seed';
import { backfillHomeKeysOnce } from './modules/dwellings/use-cases/home-key-backfill';

/**
 * Migrates, loads the address index when empty, seeds the demo accounts on an empty database and writes
 * the home keys a listing lacks.
 */
export async function prepare(database: Database, env: Env, log: Logger) {
  await database.migrate();
  const loaded = await loadAddressIndexIfEmpty(database.db);
  if (loaded > 0) log.info({ rows: loaded }, 'address index loaded');
  if (env.SEED_DEMO && (await seedDemoAccounts(database.db))) {
    for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) {
      log.info(`demo ${role} account: ${a.email} / ${a.password}`);
    }
  }
  // the seeker list and the public pages need seekers
  const seekers = env.SEED_DEMO ? await seedDemoSeekers(database.db) : 0;
  if (seekers > 0) log.info({ seekers }, 'demo seekers created');
  // listings saved before the home key existed: keyed and flagged as a save would (docs/architecture.md "One listing
  // per home"), once per database (one_time_tasks); every later start pays one primary-key lookup
  const homes = await backfillHomeKeysOnce(database.db);
  if (homes && (homes.written > 0 || homes.flagged > 0)) log.info(homes, 'home keys written');
}

/**
 * True when `prepare` has heavy work on `db`: a migration is pending (a new database has none
 * applied) or the address index is empty or of another format version. Three small queries at most,
 * so a restart on a prepared database pays next to nothing for asking. The demo seeding is not
 * asked about: it is small, and a new database is already answered by its migrations.
 */
export async function needsPreparation(db: Db): Promise<boolean> {
  // before the migrations the address tables may not exist: ask about the index only after them
  return (await hasPendingMigrations(db)) || !(await addressIndexIsCurrent(db));
}
