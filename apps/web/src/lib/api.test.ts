// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';
import { tokenStorage } from './token-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.clear();
  delete (globalThis as { __prefetched?: unknown }).__prefetched;
});

describe('apiFetch', () => {
  it('sends the UI language (<html lang>) as Accept-Language, so mails come in it (issue 9 §1)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'en';
    await apiFetch('/api/users', { body: { a: 1 } });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>)['accept-language']).toBe('en');
    document.documentElement.lang = 'da';
    await apiFetch('/api/health');
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>)['accept-language']).toBe('da');
  });

  it("uses a GET index.html's script started with the same token once, instead of asking again (issue 8 §2)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"from":"network"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    tokenStorage.set('token-1');
    const prefetch = (token: string, at = Date.now()) =>
      Object.assign(globalThis, {
        __prefetched: { token, at, responses: { '/api/users/me': Promise.resolve(new Response('{"from":"prefetch"}')) } },
      });
    prefetch('token-1');
    expect(await apiFetch('/api/users/me')).toEqual({ from: 'prefetch' });
    expect(fetchMock).not.toHaveBeenCalled();
    // taken once: the next call asks the server
    expect(await apiFetch('/api/users/me')).toEqual({ from: 'network' });
    // another token, another path, a POST, or too old: the network
    for (const [token, at] of [
      ['token-2', Date.now()],
      ['token-1', Date.now() - 60_000],
    ] as const) {
      prefetch(token, at);
      expect(await apiFetch('/api/users/me')).toEqual({ from: 'network' });
    }
    prefetch('token-1');
    expect(await apiFetch('/api/dwellings')).toEqual({ from: 'network' });
    expect(await apiFetch('/api/users/me', { method: 'POST', body: {} })).toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('refuses a prefetched error the same way as its own request', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    tokenStorage.set('token-1');
    Object.assign(globalThis, {
      __prefetched: {
        token: 'token-1',
        at: Date.now(),
        responses: {
          '/api/users/me': Promise.resolve(Response.json({ error: { code: 'UNAUTHENTICATED', message: 'No' } }, { status: 401 })),
        },
      },
    });
    await expect(apiFetch('/api/users/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });
});
