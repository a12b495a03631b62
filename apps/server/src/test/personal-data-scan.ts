/**
 * Looks for personal data in every table of the database (the deletion test, GDPR art. 17): every
 * text-like column (text, varchar, char, json, jsonb, arrays, enums and other user-defined types,
 * read as text) and every bytea column (read as latin1, and a stored PDF also by its text, since
 * pdfkit compresses it) of every table in every schema but PostgreSQL's own, pg-boss's included.
 * Needles match case-insensitively.
 *   expect(await scanForPersonalData(db, ['Sletmig', 'lis@example.dk'])).toEqual([]);
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { pdfText } from './pdf-text';

export type PersonalDataHit = { table: string; column: string; needle: string; sample: string };

type Column = { schema: string; table: string; column: string; type: string };

const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED'];

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every scannable column of every table (partitions too) outside pg_catalog, information_schema and pg_toast. */
export async function scannableColumns(db: Db): Promise<Column[]> {
  return rows<Column>(
    db,
    sql`select c.table_schema as schema, c.table_name as "table", c.column_name as column, c.data_type as type
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
         where t.table_type = 'BASE TABLE'
           and c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg_toast%'
           and c.data_type in (${sql.join(
             [...TEXT_TYPES, 'bytea'].map((type) => sql`${type}`),
             sql`, `,
           )})
         order by 1, 2, 3`,
  );
}

const sampleAround = (text: string, needle: string) => {
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  return text.slice(Math.max(0, at - 60), at + needle.length + 60);
};

/**
 * Every (table, column, needle) where a value of the column contains a needle, with a sample of the
 * value around it. `allow` lists "schema.table.column" entries to skip (each needs a reason at the caller).
 */
export async function scanForPersonalData(db: Db, needles: string[], allow: string[] = []): Promise<PersonalDataHit[]> {
  const lowered = needles.filter(Boolean).map((n) => n.toLowerCase());
  const hits: PersonalDataHit[] = [];
  for (const c of await scannableColumns(db)) {
    const table = `${c.schema}.${c.table}`;
    if (allow.includes(`${table}.${c.column}`)) continue;
    const from = sql`${sql.identifier(c.schema)}.${sql.identifier(c.table)}`;
    const col = sql.identifier(c.column);
    let values: string[];
    if (c.type === 'bytea') {
      const found = await rows<{ v: Uint8Array }>(db, sql`select ${col} as v from ${from} where ${col} is not null`);
      values = found.map(({ v }) => {
        const bytes = Buffer.from(v);
        const raw = bytes.toString('latin1');
        return raw.startsWith('%PDF-') ? `${raw}\n${pdfText(bytes)}` : raw;
      });
    } else {
      const anyNeedle = sql.join(
        lowered.map((n) => sql`strpos(lower(${col}::text), ${n}) > 0`),
        sql` or `,
      );
      values = (await rows<{ v: string }>(db, sql`select ${col}::text as v from ${from} where ${anyNeedle} limit 20`)).map(
        (r) => r.v,
      );
    }
    for (const value of values) {
      for (const needle of lowered) {
        if (!value.toLowerCase().includes(needle)) continue;
        if (hits.some((h) => h.table === table && h.column === c.column && h.needle === needle)) continue;
        hits.push({ table, column: c.column, needle, sample: sampleAround(value, needle) });
      }
    }
  }
  return hits;
}
