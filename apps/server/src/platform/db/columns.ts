/**
 * Column helpers shared by every domain's tables (docs/architecture.md "Database": closed sets of values are typed in
 * TypeScript and checked by PostgreSQL).
 */
import { sql, type SQL } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK constraint `<column> IN (<values>)` named `name`, for a text column declared with
 * `text(..., { enum: values })`: the type system and the database then agree on the closed set.
 * NULL passes (a nullable column stays nullable). `values` are literals from packages/shared.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  if (values.some((v) => !/^[A-Za-z_]+$/.test(v))) throw new Error(`oneOf(${name}): values must be plain words`);
  const list: SQL = sql.raw(values.map((v) => `'${v}'`).join(', '));
  return check(name, sql`${column} in (${list})`);
}
