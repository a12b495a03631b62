import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { createLocalAddressProvider } from '../apps/server/src/modules/addresses/local-address-provider';
import { buildBenchQueries, type QuerySource } from './lib/address-queries';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/udlejning_bench', pgliteDir: '' });
const db = database.db;
const p = createLocalAddressProvider(db);
const sample = (await db.execute<QuerySource>(sql`SELECT id, street, house, floor, door, zip, city FROM addresses TABLESAMPLE SYSTEM (1) LIMIT 3000`)).rows;
const queries = buildBenchQueries(sample, 1000, 9);
for (const q of queries.slice(0, 50)) await p.autocomplete(q.q);
const res: { q: string; t: number }[] = [];
for (const q of queries) { const s = performance.now(); await p.autocomplete(q.q); res.push({ q: q.q, t: performance.now() - s }); }
res.sort((a, b) => b.t - a.t);
for (const r of res.slice(0, 12)) {
  const again: number[] = [];
  for (let i = 0; i < 5; i++) { const s = performance.now(); await p.autocomplete(r.q); again.push(performance.now() - s); }
  console.log(r.t.toFixed(1), 'again', again.map((x) => x.toFixed(1)).join(' '), r.q);
}
await database.close();
