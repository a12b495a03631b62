// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY, primeSession } from './session';
import { tokenStorage } from '../../lib/token-storage';

afterEach(() => {
  tokenStorage.clear();
  vi.unstubAllGlobals();
});

describe('primeSession (a signed-in first page renders once, with its user)', () => {
  it("puts the stored login's session user in the cache before the first render", async () => {
    tokenStorage.set('token-1');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"id":"u1","role":"landlord"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    await primeSession(queryClient);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/users/me');
    expect(queryClient.getQueryData([...SESSION_QUERY_KEY, 'token-1'])).toEqual({ id: 'u1', role: 'landlord' });
  });

  it('asks nothing without a login, and never rejects on a refused one (SessionProvider handles the 401)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"error":{"code":"UNAUTHORIZED"}}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    await primeSession(queryClient);
    expect(fetchMock).not.toHaveBeenCalled();
    tokenStorage.set('old-token');
    await expect(primeSession(queryClient)).resolves.toBeUndefined();
    expect(queryClient.getQueryData([...SESSION_QUERY_KEY, 'old-token'])).toBeUndefined();
  });
});
