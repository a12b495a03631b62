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
