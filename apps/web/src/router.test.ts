// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { resolveFirstPage, routes } from './router';
import { tokenStorage } from './lib/token-storage';

/** The matched route objects of `path` that are still lazy (their module not loaded yet). */
function lazyRoutesOf(path: string): RouteObject[] {
  return (matchRoutes(routes, path) ?? []).map((m) => m.route).filter((r) => typeof r.lazy === 'function');
}

afterEach(() => {
  tokenStorage.clear();
  window.history.replaceState(null, '', '/');
});

// the route objects are the module's own: what one test loads stays loaded, so the refusal comes first
describe('resolveFirstPage (the first render is the page, not a progress bar)', () => {
  it('leaves a page lazy that its guard would refuse: a signed-in page without a login', async () => {
    window.history.replaceState(null, '', '/boligsoegerlisten');
    await resolveFirstPage();
    expect(lazyRoutesOf('/boligsoegerlisten').length).toBe(2);
  });
  it('loads the signed-in shell and page of the address before the router exists, when a login is stored', async () => {
    tokenStorage.set('token');
    window.history.replaceState(null, '', '/statistics');
    expect(lazyRoutesOf('/statistics').length).toBe(2);
    await resolveFirstPage();
    expect(lazyRoutesOf('/statistics')).toEqual([]);
    const page = matchRoutes(routes, '/statistics')!.at(-1)!.route;
    expect(page.Component).toBeTypeOf('function');
  });
});
