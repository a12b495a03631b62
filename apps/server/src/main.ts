/**
 * `npm start` (production mode unless NODE_ENV is set): opens the database (PGlite in ./data unless DATABASE_URL is set), migrates,
 * loads the address index and the demo accounts on first start, and serves API and web app.
 * `main.js --prepare` does only the first part (migrate, address index, demo accounts) and exits.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { devRoutesEnabled, loadEnv, type Env } from './platform/env';
import { openDatabase, type Database } from './platform/db/client';
import { createDeps } from './boot';
import { buildApp } from './app';
import { seedDemoAccounts, DEMO_ACCOUNTS } from './modules/accounts/accounts.seed';
import { loadAddressIndexIfEmpty } from './modules/addresses/address-index.loader';
import { seedDemoSeekers } from './modules/seekers/seekers.seed';
import { createJobQueue } from './platform/jobs/queue';
import { appJobs } from './jobs';

/** Migrates, loads the address index when empty and seeds the demo accounts on an empty database. */
async function prepare(database: Database, env: Env, log: Logger) {
  await database.migrate();
  const loaded = await loadAddressIndexIfEmpty(database.db);
  if (loaded > 0) log.info({ rows: loaded }, 'address index loaded');
  if (env.SEED_DEMO && (await seedDemoAccounts(database.db))) {
    for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) {
      log.info(`demo ${role} account: ${a.email} / ${a.password}`);
    }
  }
  // the seeker list and the public pages need seekers (issue 11)
  const seekers = env.SEED_DEMO ? await seedDemoSeekers(database.db) : 0;
  if (seekers > 0) log.info({ seekers }, 'demo seekers created');
}

/**
 * Runs `--prepare` in a short-lived child process (same Node flags and script). Used for a new
 * PGlite folder: creating the cluster (initdb) and loading the address index take ~450 MB that a
 * process keeps (WebAssembly memory never shrinks); the server then opens the prepared folder.
 */
function prepareInChild(): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--prepare'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`database preparation failed (exit ${code})`))));
  });
}

async function main() {
  // `npm start` serves in production mode unless NODE_ENV says otherwise (issue 9 §2: no GraphiQL,
  // no introspection, no dev routes); `npm run dev` sets NODE_ENV=development
  const env = loadEnv({ NODE_ENV: 'production', ...process.env });
  const log = pino({ level: env.LOG_LEVEL });
  const pgliteDir = path.resolve(env.DATA_DIR, 'pglite');
  const prepareOnly = process.argv.includes('--prepare');
  if (!prepareOnly && !env.DATABASE_URL && !existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    log.info({ dir: pgliteDir }, 'creating the embedded database');
    await prepareInChild();
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir,
    onConnectionError: (err) => log.warn({ err: err.message }, 'a database connection broke; it is replaced on next use'),
  });
  log.info({ database: database.kind }, 'database opened');
  await prepare(database, env, log);
  if (prepareOnly) {
    await database.close();
    return;
  }
  // the persistent job queue (pg-boss) on the same database: every mail, housing/follow-up mails, listing expiry, upload cleanup
  const jobs = createJobQueue(database.db, log);
  const deps = createDeps(env, database.db, log, { jobs });
  await jobs.start(appJobs(deps));
  if (env.MAIL_TRANSPORT === 'outbox' && !devRoutesEnabled(env)) {
    log.warn(
      'mails go to the dev outbox, which is not served in production mode: set DEV_ROUTES=true to read it at /outbox, or MAIL_TRANSPORT=smtp',
    );
  }
  const app = await buildApp(deps);
  const close = async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: env.PORT, host: env.HOST });
  log.info(`Udlejning is running on http://localhost:${env.PORT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
