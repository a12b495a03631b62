/** The shutdown sequence (docs/operations.md "Shutdown"): order, a failing step, the time bound, a second signal. */
import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createLifecycle } from './lifecycle';
import { installGracefulShutdown, shutdown } from './shutdown';

const log = pino({ level: 'silent' });
// a signal nothing else in the test process listens for; the handlers are removed after each test
const SIGNAL: NodeJS.Signals = 'SIGUSR2';
afterEach(() => {
  process.removeAllListeners(SIGNAL);
});

/** Resolves with the first exit code passed to the returned `exit`. */
function exitSpy() {
  let resolve!: (code: number) => void;
  const code = new Promise<number>((r) => (resolve = r));
  const codes: number[] = [];
  return {
    exit: (c: number) => {
      codes.push(c);
      resolve(c);
    },
    code,
    codes,
  };
}

describe('shutdown', () => {
  it('marks the lifecycle first, then runs the steps in order; 0 when all ended', async () => {
    const lifecycle = createLifecycle();
    const seen: string[] = [];
    const step = (name: string) => ({
      name,
      run: async () => {
        seen.push(`${name}:${lifecycle.shuttingDown}`);
      },
    });
    expect(await shutdown({ log, lifecycle, delayMs: 0, timeoutMs: 1000, steps: [step('http'), step('jobs'), step('db')] })).toBe(
      0,
    );
    expect(seen).toEqual(['http:true', 'jobs:true', 'db:true']);
  });

  it('a failing step is logged, the next still runs, and the code is 1', async () => {
    const seen: string[] = [];
    const code = await shutdown({
      log,
      lifecycle: createLifecycle(),
      delayMs: 0,
      timeoutMs: 1000,
      steps: [
        { name: 'jobs', run: () => Promise.reject(new Error('stuck')) },
        { name: 'db', run: async () => void seen.push('db') },
      ],
    });
    expect([code, seen]).toEqual([1, ['db']]);
  });

  it('on the signal: exit 0 after the steps; past the timeout: exit 1', async () => {
    const ok = exitSpy();
    installGracefulShutdown({
      log,
      lifecycle: createLifecycle(),
      delayMs: 0,
      timeoutMs: 1000,
      steps: [],
      exit: ok.exit,
      signals: [SIGNAL],
    });
    process.emit(SIGNAL, SIGNAL);
    expect(await ok.code).toBe(0);
    process.removeAllListeners(SIGNAL);

    const stuck = exitSpy();
    const started = Date.now();
    installGracefulShutdown({
      log,
      lifecycle: createLifecycle(),
      delayMs: 0,
      timeoutMs: 200,
      steps: [{ name: 'never', run: () => new Promise(() => {}) }],
      exit: stuck.exit,
      signals: [SIGNAL],
    });
    process.emit(SIGNAL, SIGNAL);
    expect(await stuck.code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('a second signal during the drain exits 1 at once', async () => {
    const spy = exitSpy();
    const lifecycle = createLifecycle();
    installGracefulShutdown({
      log,
      lifecycle,
      delayMs: 0,
      timeoutMs: 60_000,
      steps: [{ name: 'never', run: () => new Promise(() => {}) }],
      exit: spy.exit,
      signals: [SIGNAL],
    });
    process.emit(SIGNAL, SIGNAL);
    expect(lifecycle.shuttingDown).toBe(true);
    process.emit(SIGNAL, SIGNAL);
    expect(await spy.code).toBe(1);
    expect(spy.codes).toEqual([1]);
  });
});
