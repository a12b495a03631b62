/**
 * The small HTTP helper of the remote address adapters: GET JSON with a hard timeout (2 s by
 * default, docs/architecture.md "Search"). Failures throw RemoteAddressError, which the fallback provider catches.
 */

export const REMOTE_TIMEOUT_MS = 2000;

/** A remote address service failed: network error, timeout, non-2xx reply or a reply of the wrong shape. */
export class RemoteAddressError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'RemoteAddressError';
    this.status = status;
  }
}

/** GETs `url` and parses JSON; returns null for 404; throws RemoteAddressError otherwise on failure. */
export async function getJson(url: string, timeoutMs = REMOTE_TIMEOUT_MS): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : 'network error';
    throw new RemoteAddressError(`GET ${new URL(url).pathname}: ${reason}`);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new RemoteAddressError(`GET ${new URL(url).pathname}: HTTP ${res.status}`, res.status);
  }
  try {
    return await res.json();
  } catch {
    throw new RemoteAddressError(`GET ${new URL(url).pathname}: invalid JSON`, res.status);
  }
}

/** Joins a base URL and a path ("https://x/y" + "/adresser" → "https://x/y/adresser"). */
export function joinUrl(base: string, path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  return url.toString();
}
