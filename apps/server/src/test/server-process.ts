/**
 * The real server (src/main.ts under tsx) as a child process, for fault tests that must see what the
 * process itself does (exit on an unhandled rejection, recover after an outage).
 *   const server = await startServerProcess({ DATABASE_URL: cluster.url });
 *   await fetch(`${server.base}/api/health`); expect(server.exitCode()).toBeUndefined();
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { createDeps } from '../boot';
import { openDatabase, type Database } from '../platform/db/client';
import type { Deps } from '../platform/deps';
import { loadEnv } from '../platform/env';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** undefined while it runs; its exit code (or null for a signal) once it ended. */
  exitCode: () => number | null | undefined;
  /** Sends `signal` to the process (nothing once it exited). */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves with the exit code (null for a signal) once the process ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit; removes its data folder. */
  stop: () => Promise<void>;
};

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts the server with `env` on top of this process's environment (NODE_ENV test, a fresh
 * DATA_DIR, the demo accounts) and resolves once GET /api/health answers 200 (within 90 s).
 */
export async function startServerProcess(
  env: Record<string, string>,
  opts: { port?: number; dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'udlejning-server-'));
  const port = opts.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  let exitCode: number | null | undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    // 'close' rather than 'exit': it comes after the last output, so output() is complete once the process ended
    child.on('close', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const stop = async () => {
    if (exitCode === undefined) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}):\n${output}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const kill = (signal: NodeJS.Signals) => {
    if (exitCode === undefined) child.kill(signal);
  };
  return { base, output: () => output, exitCode: () => exitCode, kill, exited, stop };
}

/** One answer of the server: status, error code (REST `error.code`, GraphQL `errors[0].extensions.code`) and body. */
export type ServerReply = { status: number; code: string | null; body: string };

/** `status` and `code` as one word for tallies and allow-lists: '201', '503 DATABASE_UNAVAILABLE'. */
export const replyKey = (r: ServerReply) => `${r.status} ${r.code ?? ''}`.trim();

/**
 * A JSON call to `base`; a failed or hung request (over `timeoutMs`, default 20 s) is status 0 with the error as
 * its body, so a fault test can count it instead of failing at the first.
 */
export async function callServer(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs = 20_000,
): Promise<ServerReply> {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let code: string | null = null;
    try {
      const json = JSON.parse(text) as { error?: { code?: string }; errors?: { extensions?: { code?: string } }[] };
      code = json.error?.code ?? json.errors?.[0]?.extensions?.code ?? null;
    } catch {
      code = null; // not JSON
    }
    return { status: res.status, code, body: text };
  } catch (err) {
    return { status: 0, code: null, body: String(err) };
  }
}

/**
 * Polls `check` every 100 ms until it returns true (a rejection counts as false); rejects after `timeoutMs` with
 * `what` and, when given, the tail of `server`'s output.
 */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  what: string,
  server?: ServerProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await Promise.resolve()
      .then(check)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${server?.output().slice(-3000) ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The test's own connection to the database a server process uses (`env.DATABASE_URL`), with deps built from the
 * same settings, for factories and for reading the outcome; `tag` names its scratch data directory.
 */
export async function openTestSide(env: Record<string, string>, tag: string): Promise<{ database: Database; deps: Deps }> {
  const database = await openDatabase({ url: env.DATABASE_URL!, pgliteDir: '' });
  const deps = createDeps(
    loadEnv({ ...process.env, ...env, NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(tmpdir(), `udlejning-${tag}-`)) }),
    database.db,
    pino({ level: 'silent' }),
  );
  return { database, deps };
}
