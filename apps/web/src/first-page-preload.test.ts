import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformResult, Plugin, Rollup } from 'vite';
import { firstPagePreload } from '../first-page-preload';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry }) as unknown as Rollup.OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/react.js'], '/app/src/main.tsx', true),
    chunk('assets/react.js', []),
    chunk('assets/SignIn.js', ['assets/react.js', 'assets/form.js'], '/app/src/pages/SignIn.tsx'),
    chunk('assets/form.js', ['assets/react.js']),
    chunk('assets/Shell.js', ['assets/menu.js'], '/app/src/Shell.tsx'),
    chunk('assets/menu.js', []),
    chunk('assets/List.js', ['assets/menu.js'], '/app/src/pages/List.tsx'),
    chunk('assets/Listing.js', ['assets/react.js'], '/app/src/pages/Listing.tsx'),
    chunk('assets/da-common.js', [], '/app/i18n/da/common.ts'),
    chunk('assets/en-common.js', [], '/app/i18n/en/common.ts'),
    chunk('assets/da-app.js', [], '/app/i18n/da/dwellings.ts'),
    chunk('assets/en-app.js', [], '/app/i18n/en/dwellings.ts'),
  ].map((c) => [c.fileName, c]),
);

type Run = {
  links: string[];
  fetched: { url: string; authorization: string }[];
  prefetched: unknown;
  /** What the script left for later tasks (setTimeout). */
  timers: { callback: () => void; delay: number }[];
  /** The Intl formatters built when those ran. */
  formatters: string[];
};

/** Runs the plugin on a fake bundle and then its inline script for `pathname` and `token`; returns the preloaded URLs. */
function preloadsFor(pathname: string, token: string | null, language: string | null = null): string[] {
  return runScript(pathname, token, language).links;
}

/** The same, with the GETs the script started and what it left in `window.__prefetched`. */
function runScript(pathname: string, token: string | null, language: string | null = null, intl: unknown = undefined): Run {
  const plugin: Plugin = firstPagePreload(
    [
      { path: /^\/$/, signedIn: false, modules: ['/src/pages/SignIn.tsx'] },
      {
        path: /^\/list\/?$/,
        signedIn: true,
        modules: ['/src/Shell.tsx', '/src/pages/List.tsx'],
        requests: ['/api/users/me', '/api/list?page=1'],
      },
      { path: /^\/listing\/[^/]+$/, signedIn: null, modules: ['/src/pages/Listing.tsx'], appCatalogues: true },
    ],
    'lltoken',
    {
      storageKey: 'language',
      defaultLanguage: 'da',
      modules: { da: ['/i18n/da/common.ts'], en: ['/i18n/en/common.ts'] },
      signedInModules: { da: ['/i18n/da/dwellings.ts'], en: ['/i18n/en/dwellings.ts'] },
      displayTimeZone: 'Europe/Copenhagen',
    },
  );
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => IndexHtmlTransformResult;
  };
  const result = hook.handler('<html></html>', {
    path: '/index.html',
    filename: 'index.html',
    bundle,
  } as IndexHtmlTransformContext);
  const code = (result as { tags: { children: string }[] }).tags[0]!.children;
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: { rel: string; href: string }) => links.push(l) },
  };
  const localStorage = { getItem: (key: string) => ({ lltoken: token, language })[key] ?? null };
  const fetched: Run['fetched'] = [];
  const timers: Run['timers'] = [];
  const formatters: string[] = [];
  intl ??= {
    NumberFormat: class {
      format = (n: number) => formatters.push(`number ${n}`);
    },
    DateTimeFormat: class {
      constructor(_locale: unknown, options: { timeZone: string }) {
        formatters.push(`date ${options.timeZone}`);
      }
      format = () => '';
    },
  };
  const window: { fetch: unknown; __prefetched?: unknown } = {
    fetch: (url: string, init: { headers: { authorization: string } }) => {
      fetched.push({ url, authorization: init.headers.authorization });
      return Promise.resolve(new Response('{}'));
    },
  };
  new Function('location', 'localStorage', 'document', 'window', 'fetch', 'setTimeout', 'Intl', code)(
    { pathname },
    localStorage,
    document,
    window,
    window.fetch,
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
    intl,
  );
  expect(links.every((l) => l.rel === 'modulepreload')).toBe(true);
  return { links: links.map((l) => l.href), fetched, prefetched: window.__prefetched, timers, formatters };
}

describe('firstPagePreload', () => {
  it('preloads the sign-in page and its imports not already loaded by the entry', () => {
    expect(preloadsFor('/', null)).toEqual(['/assets/da-common.js', '/assets/SignIn.js', '/assets/form.js']);
  });

  it('preloads the catalogues of the stored language, Danish when none or an unknown one is stored', () => {
    expect(preloadsFor('/other', null, 'en')).toEqual(['/assets/en-common.js']);
    expect(preloadsFor('/other', null, 'xx')).toEqual(['/assets/da-common.js']);
  });

  it('preloads the signed-in catalogues of the stored language, the shell and the page for a signed-in visit', () => {
    expect(preloadsFor('/list/', 'token', 'en')).toEqual([
      '/assets/en-common.js',
      '/assets/en-app.js',
      '/assets/Shell.js',
      '/assets/menu.js',
      '/assets/List.js',
    ]);
    expect(preloadsFor('/list/', 'token')).toEqual([
      '/assets/da-common.js',
      '/assets/da-app.js',
      '/assets/Shell.js',
      '/assets/menu.js',
      '/assets/List.js',
    ]);
  });

  it('preloads a page shown with and without a login either way, with the signed-in catalogues it asks for', () => {
    for (const token of [null, 'token'])
      expect(preloadsFor('/listing/abc', token, 'en')).toEqual([
        '/assets/en-common.js',
        '/assets/en-app.js',
        '/assets/Listing.js',
      ]);
    expect(runScript('/listing/abc', 'token').fetched).toEqual([]);
  });

  it("starts a signed-in page's first API GETs with the stored token and leaves them for the app", () => {
    const run = runScript('/list/', 'token-1');
    expect(run.fetched).toEqual([
      { url: '/api/users/me', authorization: 'Bearer token-1' },
      { url: '/api/list?page=1', authorization: 'Bearer token-1' },
    ]);
    expect(run.prefetched).toMatchObject({ token: 'token-1', responses: { '/api/users/me': expect.any(Promise) } });
    // signed out, or a page without requests: nothing is fetched
    expect(runScript('/list/', null).fetched).toEqual([]);
    expect(runScript('/', null).fetched).toEqual([]);
    expect(runScript('/other', 'token-1').prefetched).toBeUndefined();
  });

  it('preloads nothing when the login does not fit the page or the address is not listed', () => {
    expect(preloadsFor('/', 'token')).toEqual(['/assets/da-common.js']);
    expect(preloadsFor('/list/', null)).toEqual(['/assets/da-common.js']);
    expect(preloadsFor('/other', 'token')).toEqual(['/assets/da-common.js']);
  });

  it("builds a number and a date formatter (ICU's data) in a later task, on every page, without failing where Intl lacks them", () => {
    for (const [pathname, token] of [
      ['/', null],
      ['/list/', 'token'],
      ['/other', null],
    ] as const) {
      const run = runScript(pathname, token);
      // nothing yet: the preloads and fetches go first
      expect(run.formatters).toEqual([]);
      expect(run.timers.map((t) => t.delay)).toEqual([0]);
      run.timers[0]!.callback();
      expect(run.formatters).toEqual(['number 1', 'date Europe/Copenhagen']);
    }
    const withoutIntl = runScript('/', null, null, {});
    expect(() => withoutIntl.timers[0]!.callback()).not.toThrow();
  });
});
