/* global performance, Buffer, setTimeout */
/**
 * The benchmark's HTTP client, in a separate process (child_process.fork) so that neither the
 * server under test nor the bench shares its event loop or its CPU scheduling slot. It uses
 * node:http with keep-alive sockets (one per request in flight): on this 2-core machine the
 * client shares the CPU with the server and PostgreSQL, and `fetch` cost ~1 ms of CPU per request
 * (as much as the server), node:http ~0.4 ms.
 * First IPC message: { base, token, queries: [{ q }], concurrency, warmup, pauseMs? }.
 * Without `pauseMs` each of the `concurrency` clients sends its next query as soon as the last one is
 * answered (a stress test: `concurrency` requests always in flight). With `pauseMs: [min, max]` each
 * client waits a random pause in that range after an answer, as a person typing does: the web app's
 * address field sends one request per pause in typing of at least 250 ms (ADDRESS_DEBOUNCE_MS).
 * Replies { latencies: number[] (ms, in query order), results: (AddressSuggestion[] | null)[],
 * cpuMs: the client's own CPU time } and exits.
 */
import http from 'node:http';

const { base, token, queries, concurrency, warmup, pauseMs } = await new Promise((resolve) => process.once('message', resolve));
const pause = () =>
  pauseMs ? new Promise((resolve) => setTimeout(resolve, pauseMs[0] + Math.random() * (pauseMs[1] - pauseMs[0]))) : null;
const url = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const headers = { authorization: `Bearer ${token}` };

function get(path) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`HTTP ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function ask(q, retry = true) {
  try {
    return JSON.parse(await get(`/api/addresses?q=${encodeURIComponent(q)}`)).results;
  } catch (err) {
    // a keep-alive socket the server closed meanwhile
    if (retry) return ask(q, false);
    throw err;
  }
}

for (const w of queries.slice(0, warmup)) await ask(w.q).catch(() => null);
const cpuBefore = process.cpuUsage();
const latencies = new Array(queries.length).fill(null);
const results = new Array(queries.length).fill(null);
let next = 0;
async function worker() {
  while (next < queries.length) {
    const i = next++;
    const started = performance.now();
    try {
      results[i] = await ask(queries[i].q);
      latencies[i] = performance.now() - started;
    } catch {
      results[i] = null;
    }
    await pause();
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
const cpu = process.cpuUsage(cpuBefore);
process.send({ latencies, results, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
