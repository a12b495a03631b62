/** `npm run db:migrate`: applies the migration set to DATABASE_URL, or to PGlite in DATA_DIR/pglite. */
import path from 'node:path';
import { loadEnv } from '../env';
import { openDatabase } from './client';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: path.resolve(env.DATA_DIR, 'pglite') });
await database.migrate();
console.log(`migrations applied (${database.kind})`);
await database.close();
