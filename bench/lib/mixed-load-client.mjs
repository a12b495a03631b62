/* global performance, setTimeout, Buffer */
/**
 * The open-loop HTTP client of `npm run bench:cluster`, in a separate process (child_process.fork) so that
 * it shares neither the bench's event loop nor the servers'. Each kind of request arrives at its own fixed
 * rate whatever the answers take (as visitors do; a closed loop would slow down with the server and hide
 * its queueing), over node:http keep-alive sockets.
 * First IPC message: { base, durationMs, kinds: [{ name, rate (req/s), requests: [{ method, path, headers, body }] }] }.
 * Each kind cycles through its requests; `{id}` in a path or body becomes a unique id per request.
 * Replies { kinds: { [name]: { sent, ok, failed, statuses: {code: n}, p50, p99, max (ms) } }, seconds, cpuMs } and exits.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';

const { base, durationMs, kinds } = await new Promise((resolve) => process.once('message', resolve));
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
/** More requests of one kind in flight than this: the client counts the next ones as failed, not sent. */
const MAX_IN_FLIGHT = 400;

const runId = randomUUID().slice(0, 8);
let counter = 0;

function send(request) {
  const id = `${runId}-${(counter += 1)}`;
  const body = request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body).replaceAll('{id}', id));
  const headers = { ...request.headers };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(body.length);
  }
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path.replaceAll('{id}', id), headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const stats = Object.fromEntries(
  kinds.map((k) => [k.name, { sent: 0, ok: 0, failed: 0, statuses: {}, latencies: [], inFlight: 0, next: 0 }]),
);
const started = performance.now();
const cpuBefore = process.cpuUsage();
const pending = new Set();

await new Promise((resolve) => {
  const tick = () => {
    const now = performance.now();
    const elapsed = now - started;
    if (elapsed >= durationMs) return resolve();
    for (const kind of kinds) {
      const s = stats[kind.name];
      // every request due by now (rate × elapsed) that was not sent yet
      const due = Math.floor((elapsed / 1000) * kind.rate);
      while (s.next < due) {
        const request = kind.requests[s.next % kind.requests.length];
        s.next += 1;
        if (s.inFlight >= MAX_IN_FLIGHT) {
          s.failed += 1;
          s.statuses.overload = (s.statuses.overload ?? 0) + 1;
          continue;
        }
        s.sent += 1;
        s.inFlight += 1;
        const t0 = performance.now();
        const p = send(request).then((status) => {
          s.inFlight -= 1;
          s.latencies.push(performance.now() - t0);
          s.statuses[status] = (s.statuses[status] ?? 0) + 1;
          if (status >= 200 && status < 300) s.ok += 1;
          else s.failed += 1;
          pending.delete(p);
        });
        pending.add(p);
      }
    }
    setTimeout(tick, 2);
  };
  tick();
});
await Promise.all(pending);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);

const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
const report = {};
for (const [name, s] of Object.entries(stats)) {
  const sorted = Float64Array.from(s.latencies).sort();
  report[name] = {
    sent: s.sent,
    ok: s.ok,
    failed: s.failed,
    statuses: s.statuses,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.length ? sorted[sorted.length - 1] : 0,
  };
}
process.send({ kinds: report, seconds, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
