/* global performance, fetch */
/**
 * The HTTP client of a bench in a worker thread of its own (bench/viewings.bench.ts): the calls' loops run
 * on another event loop than the app under test, so the client's work does not queue in front of the
 * server's (the app and the bench share one process, for the pool counters).
 * workerData: { base, calls: { cookie, slotId?, path? }[], bookers }. Posts { times (ms), statuses: [status, n][] }.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { base, calls, bookers } = workerData;
const times = [];
const statuses = new Map();
let next = 0;
await Promise.all(
  Array.from({ length: bookers }, async () => {
    while (next < calls.length) {
      const call = calls[next++];
      const started = performance.now();
      const res = call.path
        ? await fetch(`${base}${call.path}`, { headers: { cookie: call.cookie } })
        : await fetch(`${base}/api/public/viewings/${call.slotId}/bookings`, {
            method: 'POST',
            headers: { cookie: call.cookie, 'content-type': 'application/json' },
            body: '{}',
          });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }),
);
parentPort.postMessage({ times, statuses: [...statuses] });
