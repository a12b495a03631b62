/* global fetch, performance */
/**
 * The benchmark's HTTP client, in a separate process (child_process.fork) so that neither the
 * server under test nor the bench shares its event loop or its CPU scheduling slot.
 * First IPC message: { base, token, queries: [{ q }], concurrency, warmup }.
 * Replies { latencies: number[] (ms, in query order), results: (AddressSuggestion[] | null)[] } and exits.
 */
const { base, token, queries, concurrency, warmup } = await new Promise((resolve) => process.once('message', resolve));
const headers = { authorization: `Bearer ${token}` };

async function ask(q, retry = true) {
  try {
    const res = await fetch(`${base}/api/addresses?q=${encodeURIComponent(q)}`, { headers });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()).results;
  } catch (err) {
    // a keep-alive socket the server closed meanwhile
    if (retry) return ask(q, false);
    throw err;
  }
}

for (const w of queries.slice(0, warmup)) await ask(w.q).catch(() => null);
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
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
process.send({ latencies, results }, () => process.exit(0));
