/* global performance, fetch, setTimeout */
/**
 * The HTTP client of a bench in a worker thread of its own (bench/viewings.bench.ts): the calls' loops run
 * on another event loop than the app under test, so the client's work does not queue in front of the
 * server's (the app and the bench share one process, for the pool counters).
 * workerData: { base, calls: { cookie, slotId?, path? }[], bookers, waves?, thinkMs? }. Posts { times (ms), statuses: [status, n][] }.
 * Closed loop (default): `bookers` loops, each sends its next call as soon as the last one answered (a saturated
 * server's queue). Waves (`waves: true`): `bookers` calls sent at the same moment, the next wave once all answered
 * (that many people pressing "Book" at once, as in the journey's race). People (`thinkMs`): `bookers` loops, each
 * waiting a random pause (exponential, mean `thinkMs`) before each call: that many people booking at their own pace,
 * whose calls meet by chance rather than by design (an open load, as a marketplace's traffic arrives).
 */
import { parentPort, workerData } from 'node:worker_threads';

const { base, calls, bookers, waves = false, thinkMs = 0 } = workerData;
const times = [];
const statuses = new Map();

/** One call, its latency and status recorded. */
async function send(call) {
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

if (waves) {
  for (let i = 0; i < calls.length; i += bookers) await Promise.all(calls.slice(i, i + bookers).map(send));
} else {
  // closed loops, or people when `thinkMs` is set: each loop pauses before its next call
  let next = 0;
  const pause = () => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * thinkMs));
  await Promise.all(
    Array.from({ length: bookers }, async () => {
      while (next < calls.length) {
        if (thinkMs > 0) await pause();
        if (next < calls.length) await send(calls[next++]);
      }
    }),
  );
}
parentPort.postMessage({ times, statuses: [...statuses] });
