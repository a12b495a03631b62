/**
 * Wraps a remote address provider so the user is never stuck (docs/architecture.md "Search"): when the remote
 * call fails or takes longer than `timeoutMs` (2 s), it logs a warning and answers from the
 * local index instead. A lookup the remote does not know is also tried locally (the id may
 * come from a suggestion made during an outage).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AddressProvider } from '../../platform/address-provider';
import { REMOTE_TIMEOUT_MS } from './remote-http';

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** `primary` with `fallback` (the local index) on error or timeout; `name` labels the log lines. */
export function withAddressFallback(
  primary: AddressProvider,
  fallback: AddressProvider,
  log: Pick<FastifyBaseLogger, 'warn'>,
  opts: { name: string; timeoutMs?: number },
): AddressProvider {
  const timeoutMs = opts.timeoutMs ?? REMOTE_TIMEOUT_MS;
  const warn = (op: string, err: unknown) =>
    log.warn(
      { provider: opts.name, op, err: err instanceof Error ? err.message : String(err) },
      'address provider failed; using the local index',
    );
  return {
    async autocomplete(q, limit) {
      try {
        return await withTimeout(primary.autocomplete(q, limit), timeoutMs);
      } catch (err) {
        warn('autocomplete', err);
        return fallback.autocomplete(q, limit);
      }
    },
    async search(q, limit) {
      try {
        return { results: await withTimeout(primary.autocomplete(q, limit), timeoutMs) };
      } catch (err) {
        warn('autocomplete', err);
        return fallback.search ? fallback.search(q, limit) : { results: await fallback.autocomplete(q, limit) };
      }
    },
    async get(id) {
      try {
        const found = await withTimeout(primary.get(id), timeoutMs);
        if (found) return found;
      } catch (err) {
        warn('get', err);
      }
      return fallback.get(id);
    },
    // the postal codes are the local index's: every Danish code is shipped with it
    postalTown: async (zip) => (await fallback.postalTown?.(zip)) ?? null,
  };
}
