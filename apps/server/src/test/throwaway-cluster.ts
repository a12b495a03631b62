/**
 * A PostgreSQL cluster of its own for tests that stop or restart the database (docs/architecture.md "Database outages"): initdb
 * into a temporary folder and pg_ctl on a free port, so the shared server on 5432 is never touched.
 * As root, initdb and pg_ctl run as the `postgres` user (PostgreSQL refuses to run as root).
 *   const cluster = await startThrowawayCluster();   // null when initdb is not installed
 *   await cluster.restart(); await cluster.destroy();
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);

/** Where Debian puts the server binaries; PG_BIN overrides. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type ThrowawayCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** pg_ctl restart -m fast (waits until it accepts connections again). */
  restart: () => Promise<void>;
  /** pg_ctl stop -m fast. */
  stop: () => Promise<void>;
  /** pg_ctl start (waits until it accepts connections). */
  start: () => Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy: () => Promise<void>;
};

/** True when the PostgreSQL server binaries (initdb, pg_ctl) are installed. */
export function hasInitdb(): boolean {
  return existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));
}

/** Runs a PostgreSQL binary, as `postgres` when this process is root. */
function pgCommand(binary: string, args: string[]) {
  const file = path.join(PG_BIN, binary);
  const isRoot = process.getuid?.() === 0;
  return isRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

/** Creates and starts a throwaway cluster (on `opts.port`, else a free port); null when initdb is missing. */
export async function startThrowawayCluster(opts: { port?: number } = {}): Promise<ThrowawayCluster | null> {
  if (!hasInitdb()) return null;
  const dir = mkdtempSync(path.join(tmpdir(), 'udlejning-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, 'data');
  const port = opts.port ?? (await freePort());
  await pgCommand('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (action: string, ...extra: string[]) =>
    pgCommand('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), ...extra, action]);
  const start = async () => void (await ctl('start', '-o', options));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    restart: async () => void (await ctl('restart', '-m', 'fast', '-o', options)),
    stop: async () => void (await ctl('stop', '-m', 'fast')),
    destroy: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
