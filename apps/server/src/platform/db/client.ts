/**
 * Opens the database: a PostgreSQL server when `url` is postgres://…, otherwise embedded
 * PGlite (in-memory when `dataDir` is 'memory://'). Both get the same Drizzle API and the
 * same migration set (apps/server/drizzle).
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { DEFAULT_POOL_MAX } from '../env';

/**
 * The database handle services and repositories get. It carries no schema (no relational
 * `db.query.*` API): queries name their tables, which belong to the modules, so the platform imports
 * no module (docs/architecture.md "Module boundaries").
 */
export type Db = NodePgDatabase;
export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Runs the migration set. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export { MIGRATIONS_DIR };

/**
 * PGlite's defaults plus a smaller buffer cache: the WebAssembly memory only grows, and the default
 * 128 MB of shared buffers kept ~130 MB more resident in the server (docs/architecture.md "Runtime and build": ≤ 400 MB). The
 * embedded database is small (address index and a few users' listings); reads that miss the cache
 * still hit the OS page cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * True when the migration set (MIGRATIONS_DIR) holds a migration the database has not applied, or
 * the database has none applied yet. The same test Drizzle's migrator makes (the newest applied
 * `created_at` against each migration's journal time in `drizzle.__drizzle_migrations`), without
 * creating its table or applying anything: needsPreparation (prepare.ts) asks it whether a start has work.
 */
export async function hasPendingMigrations(db: Db): Promise<boolean> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const table = await db.execute<{ name: string | null }>(sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS name`);
  if (!table.rows[0]?.name) return migrations.length > 0;
  const applied = await db.execute<{ last: string | null }>(
    sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  const last = applied.rows[0]?.last;
  if (last == null) return migrations.length > 0;
  return migrations.some((m) => Number(last) < m.folderMillis);
}

/** How long a request waits for a pooled PostgreSQL connection before it fails with 503 (ms). */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * Opens PostgreSQL at `url` (a pool of `poolMax` connections), or PGlite in `pgliteDir` ('memory://' for in-memory).
 * `onConnectionError` hears about PostgreSQL connections that broke (server restart,
 * pg_terminate_backend, network): they are logged and replaced on next use, never fatal (docs/architecture.md "Database outages").
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir: string;
  /** PostgreSQL's pool size (default DEFAULT_POOL_MAX); PGlite has one connection. */
  poolMax?: number;
  onConnectionError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    // connectionTimeoutMillis: during an outage a request fails after at most this long instead of
    // waiting for the database; keepAlive finds connections a vanished server left half-open
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? DEFAULT_POOL_MAX,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    const onError = (err: Error) => opts.onConnectionError?.(err);
    // an idle connection the server drops (restart, pg_terminate_backend, DROP DATABASE … FORCE)
    // is emitted here; pg has already discarded it and the next query opens a new one. Without a
    // listener the 'error' event would end the process.
    pool.on('error', onError);
    // a connection checked out for a transaction has no pool listener while it is lent: its own
    // listener keeps a drop mid-transaction from ending the process (the query itself rejects, and
    // pg-pool discards the broken client when it is released)
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzlePg(pool);
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  if (!opts.pgliteDir.startsWith('memory://')) mkdirSync(opts.pgliteDir, { recursive: true });
  const client = await PGlite.create(opts.pgliteDir, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client);
  return {
    // the two Drizzle drivers share the PgDatabase API; the node-postgres type is the one we code against
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
