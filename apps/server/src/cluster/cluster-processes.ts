/**
 * The processes of the cluster test (README "Reference deployment"): the built server (dist/main.js) as
 * one instance, and nginx running deploy/nginx.conf with the test's ports and paths in a temporary folder.
 *   const nginx = await startNginx({ port, upstreams: [portA, portB] });  // nginx.base, nginx.stop()
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX_CONF = path.resolve(SERVER_DIR, '../../deploy/nginx.conf');
/** Debian's nginx (in /usr/sbin, often not on a non-root PATH), else whatever `nginx` is on PATH; NGINX_BIN overrides. */
const NGINX_BIN = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export type ClusterProcess = {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The process id (its memory: /proc/<pid>/status). */
  pid: number;
  /** The last 20,000 characters it printed (stdout and stderr). */
  output: () => string;
  /** SIGTERM (SIGKILL after 10 s), then waits for the exit. */
  stop: () => Promise<void>;
};

/** Builds apps/server/dist/main.js (esbuild) and returns its path. */
export async function buildServerBundle(): Promise<string> {
  const { buildServer } = (await import(path.join(SERVER_DIR, 'build.mjs'))) as {
    buildServer: (opts: { quiet: boolean }) => Promise<string>;
  };
  return buildServer({ quiet: true });
}

/** Spawns `command args` and keeps its output; `stop` ends it. */
function spawnKept(command: string, args: string[], opts: { env?: NodeJS.ProcessEnv; uid?: number; gid?: number }) {
  const child: ChildProcess = spawn(command, args, {
    env: opts.env,
    uid: opts.uid,
    gid: opts.gid,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  let exitCode: number | null = null;
  // e.g. ENOENT: nginx is not installed (.ci/run installs Debian's)
  child.on('error', (err) => (output += `\n${command}: ${err.message}`));
  const gone = new Promise<void>((resolve) =>
    child.on('close', (code) => {
      exited = true;
      exitCode = code;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  return { pid: child.pid ?? 0, output: () => output, hasExited: () => exited, exitCode: () => exitCode, gone, stop };
}

/**
 * Throws unless 127.0.0.1:`port` is free: a process left over from an earlier run (an orphaned nginx worker
 * keeps serving after its master was killed) would answer in place of the new one.
 */
async function assertPortFree(port: number, what: string): Promise<void> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err) =>
      reject(new Error(`${what}: port ${port} is taken (${(err as Error).message}); a process of an earlier run?`)),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => server.close(resolve));
}

/** Polls `url` until it answers 200; throws with the process's output after `timeoutMs` or when it exited. */
async function waitUntilAnswering(url: string, proc: { output: () => string; hasExited: () => boolean }, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.hasExited()) throw new Error(`${url}: the process exited:\n${proc.output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Runs `node main --prepare` (migrations, address index, demo accounts) with `env`; resolves when it exited 0. */
export async function prepareDatabase(main: string, env: Record<string, string>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-cluster-'));
  const proc = spawnKept(process.execPath, [main, '--prepare'], { env: { ...process.env, ...env, DATA_DIR: dataDir } });
  await proc.gone;
  rmSync(dataDir, { recursive: true, force: true });
  if (proc.exitCode() !== 0) throw new Error(`prepare exited with ${proc.exitCode()}:\n${proc.output()}`);
}

/**
 * Starts one instance of the built server on `port` with `env` over this process's and a DATA_DIR of its
 * own (nothing is kept there with DATABASE_URL, STORAGE=s3 and both secrets set); resolves once
 * /api/health/ready answers 200.
 */
export async function startInstance(main: string, port: number, env: Record<string, string>): Promise<ClusterProcess> {
  await assertPortFree(port, 'instance');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'udlejning-cluster-'));
  const proc = spawnKept(process.execPath, [main], {
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await proc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${base}/api/health/ready`, proc, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, pid: proc.pid, output: proc.output, stop };
}

/**
 * deploy/nginx.conf with the test's listen port, upstream ports and paths inside `dir` (pid, logs, temp
 * files), one worker and no `user` (nginx runs unprivileged). Throws when a line it replaces is no longer there.
 */
export function renderNginxConf(dir: string, port: number, upstreams: [number, number]): string {
  const replacements: [string | RegExp, string][] = [
    [/^user .*;\n/m, ''],
    [/^worker_processes .*;/m, 'worker_processes 1;'],
    [/^pid .*;/m, `pid ${dir}/nginx.pid;`],
    [/^error_log \S+/m, `error_log ${dir}/error.log`],
    [/access_log \S+ /, `access_log ${dir}/access.log `],
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${upstreams[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${upstreams[1]} `],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
    [
      /^http \{\n/m,
      'http {\n' +
        ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;\n`).join(''),
    ],
  ];
  let conf = readFileSync(NGINX_CONF, 'utf8');
  for (const [from, to] of replacements) {
    const next = conf.replace(from, to);
    if (next === conf && to !== conf) throw new Error(`deploy/nginx.conf no longer has ${String(from)}`);
    conf = next;
  }
  return conf;
}

/**
 * nginx (Debian's, on PATH) in front of `upstreams`, listening on 127.0.0.1:`port`, as a non-root process
 * (`nobody` when this process is root). Resolves once it answers through to the app.
 */
export async function startNginx(port: number, upstreams: [number, number]): Promise<ClusterProcess & { dir: string }> {
  await assertPortFree(port, 'nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'udlejning-nginx-'));
  const confPath = path.join(dir, 'nginx.conf');
  writeFileSync(confPath, renderNginxConf(dir, port, upstreams));
  const isRoot = process.getuid?.() === 0;
  const nobody = 65534;
  if (isRoot) chownSync(dir, nobody, nobody);
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confPath, '-g', 'daemon off;'];
  const proc = spawnKept(NGINX_BIN, args, isRoot ? { uid: nobody, gid: nobody } : {});
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await proc.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${base}/api/health/ready`, proc, 15_000);
  } catch (err) {
    const log = (() => {
      try {
        return readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    })();
    await stop();
    throw new Error(`${String(err)}\n${log}`);
  }
  return { base, dir, pid: proc.pid, output: proc.output, stop };
}
