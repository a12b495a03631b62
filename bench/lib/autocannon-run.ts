/**
 * Runs the autocannon CLI in a separate process (so the load generator never shares the server's
 * or the bench's event loop) and returns throughput and latency from its JSON report.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './server-process';

const run = promisify(execFile);

export type LoadResult = { rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };

/** `connections` concurrent connections for `seconds` against `url` with `headers`. */
export async function autocannon(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const bin = path.join(REPO_ROOT, 'node_modules/autocannon/autocannon.js');
  const args = [bin, '-c', String(opts.connections), '-d', String(opts.seconds), '-j'];
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`);
  args.push(url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const report = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    requests: report.requests.total,
    non2xx: report.non2xx,
    errors: report.errors,
  };
}
