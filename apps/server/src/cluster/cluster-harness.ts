/**
 * A whole reference deployment for the cluster tests and `npm run bench:cluster` (README "Reference
 * deployment"): a new database on the machine's PostgreSQL, a local S3 server (s3rver), one or two built
 * server instances and nginx with deploy/nginx.conf in front.
 *   const cluster = await startCluster({ portBase: 3480 });   // nginx on 3480, instances on 3481, 3482
 *   await cluster.restart(0);                                 // SIGTERM instance 0, start it again
 *   await cluster.stop();                                     // everything, the database dropped
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { PG_ADMIN_URL, dropDatabase, testDatabaseUrl } from '../test/test-db';
import { buildServerBundle, prepareDatabase, startInstance, startNginx, type ClusterProcess } from './cluster-processes';

/** The marketplace integration's key on every instance (Authorization: Bearer …). */
export const CLUSTER_INTEGRATION_KEY = 'cluster-integration-key-of-some-length';

export type Cluster = {
  /** nginx: the one address clients use. */
  nginx: ClusterProcess & { dir: string };
  /** The running instances; `restart` replaces an entry. */
  instances: ClusterProcess[];
  /** A client on the cluster's database, for checks from outside. */
  sql: pg.Client;
  /**
   * SIGTERM to instance `index` (graceful shutdown, docs/operations.md "Shutdown"), waits for its exit and
   * starts it again on the same port; resolves once it is ready. Durations in ms.
   */
  restart: (index: number) => Promise<{ stoppedMs: number; readyMs: number }>;
  stop: () => Promise<void>;
};

export type ClusterOptions = {
  /** nginx listens on portBase, the instances on portBase + 1 and + 2. */
  portBase: number;
  /** 1 for the one-instance comparison of the bench (nginx then sends everything to it); default 2. */
  instanceCount?: 1 | 2;
  /** More environment for the instances (over the defaults below). */
  env?: Record<string, string>;
};

/** Starts database, S3 server, instances and nginx; on a failure stops what was started and throws. */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const dbName = `udlejning_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();

  let s3: TestS3Server | undefined;
  let nginx: (ClusterProcess & { dir: string }) | undefined;
  let sql: pg.Client | undefined;
  const instances: ClusterProcess[] = [];
  const stop = async () => {
    await sql?.end().catch(() => {});
    await Promise.all([nginx?.stop(), ...instances.map((i) => i.stop())]);
    await s3?.close();
    await dropDatabase(dbName);
  };
  try {
    s3 = await startS3Server();
    const env = {
      ...s3.env,
      NODE_ENV: 'production',
      DATABASE_URL: testDatabaseUrl(dbName),
      JWT_SECRET: 'cluster-test-jwt-secret-of-at-least-32-characters',
      DISCOUNT_HASH_SECRET: 'cluster-test-discount-secret-at-least-32-characters',
      INTEGRATION_KEY: CLUSTER_INTEGRATION_KEY,
      TRUST_PROXY: '127.0.0.1',
      DEV_ROUTES: 'true',
      MAIL_TRANSPORT: 'outbox',
      PAYMENT_PROVIDER: 'local',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${opts.portBase}`,
      ...opts.env,
    };
    const main = await buildServerBundle();
    // the first start of a new database (migrations, address index, demo accounts) once, as a deployment's
    // release step does; then the instances start side by side on the prepared database
    await prepareDatabase(main, env);
    const ports = opts.instanceCount === 1 ? [opts.portBase + 1] : [opts.portBase + 1, opts.portBase + 2];
    instances.push(...(await Promise.all(ports.map((port) => startInstance(main, port, env)))));
    nginx = await startNginx(opts.portBase, [ports[0]!, ports[1] ?? ports[0]!]);
    sql = new pg.Client({ connectionString: testDatabaseUrl(dbName) });
    await sql.connect();
    const restart = async (index: number) => {
      const started = Date.now();
      await instances[index]!.stop();
      const stoppedMs = Date.now() - started;
      instances[index] = await startInstance(main, ports[index]!, env);
      return { stoppedMs, readyMs: Date.now() - started - stoppedMs };
    };
    return { nginx, instances, sql, restart, stop };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}
