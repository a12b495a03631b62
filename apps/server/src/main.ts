/**
 * `npm start`: opens the database (PGlite in ./data unless DATABASE_URL is set), migrates,
 * loads the address index and the demo accounts on first start, and serves API and web app.
 */
import path from 'node:path';
import pino from 'pino';
import { loadEnv } from './platform/env';
import { openDatabase } from './platform/db/client';
import { createDeps } from './platform/boot';
import { buildApp } from './app';
import { seedDemoAccounts, DEMO_ACCOUNTS } from './modules/accounts/accounts.seed';
import { loadAddressIndexIfEmpty } from './modules/addresses/address-index.loader';
import { createJobQueue } from './platform/jobs/queue';
import { dwellingJobs } from './modules/moderation/moderation.jobs';

async function main() {
  const env = loadEnv();
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.resolve(env.DATA_DIR, 'pglite') });
  log.info({ database: database.kind }, 'database opened');
  await database.migrate();
  const loaded = await loadAddressIndexIfEmpty(database.db);
  if (loaded > 0) log.info({ rows: loaded }, 'address index loaded');
  if (env.SEED_DEMO && (await seedDemoAccounts(database.db))) {
    for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) {
      log.info(`demo ${role} account: ${a.email} / ${a.password}`);
    }
  }
  // the persistent job queue (pg-boss) on the same database: housing/follow-up mails, listing expiry
  const jobs = createJobQueue(database.db, log);
  const deps = createDeps(env, database.db, log, { jobs });
  await jobs.start(dwellingJobs(deps));
  const app = await buildApp(deps);
  const close = async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: env.PORT, host: env.HOST });
  log.info(`Udlejning is running on http://localhost:${env.PORT}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
