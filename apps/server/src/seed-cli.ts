/**
 * `npm run db:seed`: migrates, loads the address index and creates the demo accounts (and the demo
 * seekers) when the database is empty (the same as the first `npm start`).
 */
import path from 'node:path';
import { loadEnv } from './platform/env';
import { openDatabase } from './platform/db/client';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './modules/accounts/accounts.seed';
import { loadAddressIndexIfEmpty } from './modules/addresses/address-index.loader';
import { seedDemoSeekers } from './modules/seekers/seekers.seed';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.resolve(env.DATA_DIR, 'pglite') });
await database.migrate();
const rows = await loadAddressIndexIfEmpty(database.db);
if (rows > 0) console.log(`address index loaded: ${rows} rows`);
if (await seedDemoAccounts(database.db)) {
  for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) console.log(`demo ${role}: ${a.email} / ${a.password}`);
} else console.log('users exist already: no demo accounts created');
const seekers = await seedDemoSeekers(database.db);
console.log(seekers > 0 ? `demo seekers created: ${seekers}` : 'seekers exist already: no demo seekers created');
await database.close();
