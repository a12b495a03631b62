/** The type every repository function takes as its first argument. */
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';

/**
 * The database or a transaction (`deps.db` or the `tx` of `db.transaction`): repositories take
 * either, so a use-case can group several writes (a change and its activity entry) in one commit.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT>;
