import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { loadAddressTerms } from '../apps/server/src/modules/addresses/addresses.repository';
import { buildVocabulary, findTermVariants, similarTerms } from '../apps/server/src/modules/addresses/vocabulary';
import { planAddressQuery, splitTier, weighVariants } from '../apps/server/src/modules/addresses/query-plan';
import { addressQueryTokens, addressQueryWords } from '../packages/shared/src/addresses/normalize';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/udlejning_bench', pgliteDir: '' });
const db = database.db;
const vocab = buildVocabulary(await loadAddressTerms(db), 1000000);
for (const q of process.argv.slice(2)) {
  const tokens = addressQueryTokens(q);
  const variants: Parameters<typeof weighVariants>[1] = findTermVariants(vocab, tokens, 8, addressQueryWords(q).map((w) => w.light));
  for (const [group, token] of tokens.entries()) if (token.length >= 6 && /^[a-z]+$/.test(token) && !variants.some((v) => v.group === group)) for (const s of similarTerms(vocab, token)) variants.push({ group, kind: 'similar', ...s });
  const plan = planAddressQuery(weighVariants(tokens, variants), tokens.length - 1);
  console.log(q, tokens);
  for (const t of [...plan.tiers, ...plan.fallback]) {
    const sp = splitTier(t, 1000000);
    console.log(' ', t.name, JSON.stringify(t.clauses.map((c) => [c.lexemes.join('|'), c.volume])), '\n    ', sp);
    const r = await db.execute(sql.raw(`EXPLAIN ANALYZE SELECT id FROM addresses WHERE tsv @@ '${sp.index.replace(/'/g, "''")}'::tsquery ${sp.filter ? `AND ts_match_vq(tsv, '${sp.filter.replace(/'/g, "''")}'::tsquery)` : ''} LIMIT 200`));
    console.log(r.rows.map((x) => '      ' + Object.values(x)[0]).filter((l) => /Execution|Rows Removed|actual time.*Bitmap Index|Heap Blocks/.test(l)).join('\n'));
  }
}
await database.close();
