// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { tokenStorage } from './lib/token-storage';

/**
 * A fresh copy of the router module: its route objects keep what was loaded, so each test takes its own
 * (tests run in any order, docs/architecture.md "Test order").
 */
async function freshRouter() {
  vi.resetModules();
  const { resolveFirstPage, routes } = await import('./router');
  /** The matched route objects of `path` that are still lazy (their module not loaded yet). */
  const lazyRoutesOf = (path: string): RouteObject[] =>
    (matchRoutes(routes, path) ?? []).map((m) => m.route).filter((r) => typeof r.lazy === 'function');
  return { resolveFirstPage, routes, lazyRoutesOf };
}

afterEach(() => {
  tokenStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('resolveFirstPage (the first render is the page, not a progress bar)', () => {
  it('leaves a page lazy that its guard would refuse: a signed-in page without a login', async () => {
    const { resolveFirstPage, lazyRoutesOf } = await freshRouter();
    window.history.replaceState(null, '', '/boligsoegerlisten');
    await resolveFirstPage();
    expect(lazyRoutesOf('/boligsoegerlisten').length).toBe(2);
  });
  it('loads the signed-in shell and page of the address before the router exists, when a login is stored', async () => {
    const { resolveFirstPage, routes, lazyRoutesOf } = await freshRouter();
    tokenStorage.set('token');
    window.history.replaceState(null, '', '/statistics');
    expect(lazyRoutesOf('/statistics').length).toBe(2);
    await resolveFirstPage();
    expect(lazyRoutesOf('/statistics')).toEqual([]);
    const page = matchRoutes(routes, '/statistics')!.at(-1)!.route;
    expect(page.Component).toBeTypeOf('function');
  });
});
