/**
 * Starts a server as a child process, as production does, for the HTTP benchmarks: the compiled
 * product (`node apps/server/dist/main.js`, built first), the product through tsx (for comparison)
 * or any other script. Waits until GET <health> answers and reports how long that took; reads the
 * child's resident memory (RSS, MB) from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  base: string;
  pid: number;
  /** Milliseconds from spawn to the first answered health check. */
  readyMs: number;
  /** Resident set size of the process in MB (VmRSS). */
  rssMb: () => number;
  stop: () => Promise<void>;
};

/** Builds apps/server/dist/main.js (esbuild, well under a second) and returns its path. */
export async function buildCompiledServer(): Promise<string> {
  const { buildServer } = (await import(path.join(REPO_ROOT, 'apps/server/build.mjs'))) as {
    buildServer: (opts: { quiet: boolean }) => Promise<string>;
  };
  return buildServer({ quiet: true });
}

/** A TCP port that was free a moment ago (for a child server). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** RSS of a process in MB, from /proc/<pid>/status. */
export function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/**
 * Spawns `node <args>` with `env` (merged over process.env, PORT set to `port`) and waits for `base + health`.
 * Output goes to the parent's stderr only on failure (kept in memory). Throws after `timeoutMs`.
 */
export async function startServerProcess(opts: {
  args: string[];
  env: Record<string, string | undefined>;
  port: number;
  health?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const base = `http://127.0.0.1:${opts.port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, opts.args, {
    cwd: REPO_ROOT,
    // an undefined value removes the variable (e.g. LOG_LEVEL: undefined runs with the default)
    env: Object.fromEntries(Object.entries({ ...process.env, ...opts.env, PORT: String(opts.port) }).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = started + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (exited) throw new Error(`server exited before answering:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer in time:\n${output}`);
    }
    try {
      const res = await fetch(base + (opts.health ?? '/api/health'));
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const readyMs = performance.now() - started;
  const pid = child.pid!;
  return {
    base,
    pid,
    readyMs,
    rssMb: () => rssOf(pid),
    stop: async () => {
      if (exited) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    },
  };
}

/** Arguments that run the product: compiled (dist/main.js) or TypeScript through tsx's loader. */
export function productArgs(mode: 'compiled' | 'tsx', compiledMain: string): string[] {
  return mode === 'compiled' ? [compiledMain] : ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')];
}
