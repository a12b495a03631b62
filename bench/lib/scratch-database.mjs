// Scratch PostgreSQL databases for the benchmarks and the end-to-end server (plain JS, so
// e2e/start-server.mjs, which node runs directly, can import it too; types in scratch-database.d.mts).
import pg from 'pg';

/** The local PostgreSQL server the benchmarks use when it is reachable (no password, user postgres). */
export const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432';

/** The connection URL of database `name` on the local server. */
export function postgresUrl(name) {
  return `${POSTGRES_SERVER}/${name}`;
}

/** Connects to the maintenance database `postgres`, or returns null when the server is not reachable. */
async function connectAdmin() {
  const admin = new pg.Client({ connectionString: postgresUrl('postgres'), connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  return admin;
}

/**
 * Drops database `name` (closing its connections) and creates it empty. Returns its URL, or
 * undefined when PostgreSQL on 127.0.0.1:5432 is not reachable.
 */
export async function createScratchDatabase(name) {
  const admin = await connectAdmin();
  if (!admin) return undefined;
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return postgresUrl(name);
}

/** Drops database `name` again (closing its connections); fails when the server is not reachable. */
export async function dropScratchDatabase(name) {
  const admin = await connectAdmin();
  if (!admin) throw new Error(`PostgreSQL on ${POSTGRES_SERVER} not reachable: ${name} not dropped`);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
