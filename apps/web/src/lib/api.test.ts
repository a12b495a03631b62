// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiFetchFile, graphql, onTokenRenewed, onUnauthorized } from './api';
import { gql } from './graphql';
import { tokenStorage } from './token-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.clear();
  delete (globalThis as { __prefetched?: unknown }).__prefetched;
});

describe('apiFetch', () => {
  it('sends the UI language (<html lang>) as Accept-Language, so mails come in it', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'en';
    await apiFetch('/api/users', { body: { a: 1 } });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>)['accept-language']).toBe('en');
    document.documentElement.lang = 'da';
    await apiFetch('/api/health');
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>)['accept-language']).toBe('da');
  });

  it("uses a GET index.html's script started with the same token once, instead of asking again", async () => {
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

describe('graphql', () => {
  const ORGANIZATION = gql(`query Organization($id: ID!) { organization(id: $id) { id name } }`);
  const reply = (status: number, body: unknown) => vi.fn<typeof fetch>(async () => Response.json(body, { status }));

  it('returns the data of a reply without errors', async () => {
    vi.stubGlobal('fetch', reply(200, { data: { organization: { id: '1', name: 'Boligselskabet' } } }));
    expect(await graphql(ORGANIZATION, { id: '1' })).toEqual({ organization: { id: '1', name: 'Boligselskabet' } });
  });

  it("reads the GraphQL errors of a 4xx reply: the first error's code, status, message and issues", async () => {
    const issues = [{ path: ['name'], message: 'Du mangler at udfylde feltet' }];
    vi.stubGlobal(
      'fetch',
      reply(400, {
        data: { organization: null },
        errors: [
          {
            message: 'Some fields were not properly filled out!',
            extensions: { code: 'VALIDATION_FAILED', status: 400, issues },
          },
          { message: 'Not found', extensions: { code: 'NOT_FOUND', status: 404 } },
        ],
      }),
    );
    await expect(graphql(ORGANIZATION, { id: '1' })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields were not properly filled out!',
      issues,
    });
  });

  it('a 401 GraphQL reply ends the session once; a 200 reply with an error still throws it', async () => {
    tokenStorage.set('token-1');
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    vi.stubGlobal(
      'fetch',
      reply(401, {
        data: { organization: null },
        errors: [{ message: 'Not authorized', extensions: { code: 'UNAUTHENTICATED', status: 401 } }],
      }),
    );
    await expect(graphql(ORGANIZATION, { id: '1' })).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(listener).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      reply(200, { data: null, errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND', status: 404 } }] }),
    );
    await expect(graphql(ORGANIZATION, { id: '1' })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('a non-OK reply without GraphQL errors is read in the REST shape (a body over the limit)', async () => {
    vi.stubGlobal('fetch', reply(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' } }));
    await expect(graphql(ORGANIZATION, { id: '1' })).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large',
    });
  });
});

describe('renewed login tokens (docs/architecture.md "Auth and sessions")', () => {
  /** An unsigned JWT-shaped token expiring at `exp` (seconds); the client only reads exp. */
  const jwt = (exp: number, sub = '7') =>
    ['e30', btoa(JSON.stringify({ sub, exp, purpose: 'login' })).replace(/=+$/, ''), 'sig'].join('.');
  const now = Math.floor(Date.now() / 1000);
  const old = jwt(now + 600);
  const fresh = jwt(now + 3600);
  const renewing = (body: string, token = fresh) =>
    vi.fn<typeof fetch>(async () => new Response(body, { status: 200, headers: { 'x-renewed-token': token } }));

  it('stores the renewed token of a REST, file or GraphQL reply and tells the listeners', async () => {
    const seen: [string, string][] = [];
    const off = onTokenRenewed((next, previous) => seen.push([next, previous]));
    for (const call of [
      () => apiFetch('/api/users/me'),
      () => apiFetchFile('/api/receipts/1.pdf'),
      () => graphql(gql(`query Me { me { id } }`), {}),
    ]) {
      tokenStorage.set(old);
      vi.stubGlobal('fetch', renewing('{"data":{"me":{"id":"1"}}}'));
      await call();
      expect(tokenStorage.get()).toBe(fresh);
    }
    off();
    expect(seen).toEqual([
      [fresh, old],
      [fresh, old],
      [fresh, old],
    ]);
  });

  it('the next request carries the renewed token', async () => {
    tokenStorage.set(old);
    const fetchMock = renewing('{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/users/me');
    await apiFetch('/api/users/me');
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>).authorization).toBe(`Bearer ${fresh}`);
  });

  it('keeps the stored token when it changed meanwhile (sign-out, another sign-in) or the new one is not later', async () => {
    // signed out while the request was under way: no session comes back
    tokenStorage.set(old);
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return new Response('{}', { headers: { 'x-renewed-token': fresh } });
      }),
    );
    const pending = apiFetch('/api/users/me');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    tokenStorage.clear();
    release();
    await pending;
    expect(tokenStorage.get()).toBeNull();

    // a header with an earlier expiry (a stale reply) or not a token: ignored
    for (const header of [jwt(now + 60), 'not-a-token']) {
      tokenStorage.set(old);
      vi.stubGlobal('fetch', renewing('{}', header));
      await apiFetch('/api/users/me');
      expect(tokenStorage.get()).toBe(old);
    }
  });

  it('a reset token sent as bearer is not replaced', async () => {
    tokenStorage.set(old);
    vi.stubGlobal('fetch', renewing('{"data":{"ok":true}}'));
    await graphql(gql(`query Me { me { id } }`), {}, { bearer: 'reset-token' });
    expect(tokenStorage.get()).toBe(old);
  });
});
