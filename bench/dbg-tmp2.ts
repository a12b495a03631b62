import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { searchLocalAddresses } from '../apps/server/src/modules/addresses/local-address-provider';
import { loadAddressTerms } from '../apps/server/src/modules/addresses/addresses.repository';
import { buildVocabulary } from '../apps/server/src/modules/addresses/vocabulary';
import { buildBenchQueries, isHit, type QuerySource } from './lib/address-queries';
const database = await openDatabase({ url: process.env.DBURL ?? 'postgres://postgres@127.0.0.1:5432/udlejning_bench', pgliteDir: '' });
const db = database.db;
const vocab = buildVocabulary(await loadAddressTerms(db));
const sample = (await db.execute<QuerySource>(sql`SELECT id, street, house, floor, door, zip, city FROM addresses TABLESAMPLE SYSTEM (1) LIMIT 3000`)).rows;
const queries = buildBenchQueries(sample, Number(process.argv[2] ?? 200), 3);
const budgets = (process.argv[3] ?? '20000').split(',').map(Number);
const times: Record<string, number[]> = {};
const hits: Record<string, number> = {};
for (const b of budgets) { times[b] = []; hits[b] = 0; }
for (const q of queries.slice(0, 30)) await searchLocalAddresses(db, vocab, q.q);
for (const q of queries) {
  for (const b of budgets) {
    const t = performance.now();
    const r = await searchLocalAddresses(db, vocab, q.q, 10, { indexBudget: b });
    times[b].push(performance.now() - t);
    if (isHit(r, q.expect)) hits[b] += 1;
  }
}
const pct = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.ceil((p / 100) * a.length) - 1].toFixed(2);
for (const b of budgets) console.log('budget', b, 'p50', pct(times[b], 50), 'p90', pct(times[b], 90), 'p99', pct(times[b], 99), 'hit', hits[b] / queries.length);
await database.close();
