import { constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { TOKEN_STORAGE_KEY } from '../../packages/shared/src/accounts/user';
import { DEFAULT_PAGE_SIZE } from '../../packages/shared/src/dwellings/enums';
import {
  DEFAULT_LANGUAGE,
  DISPLAY_TIME_ZONE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  NAMESPACES,
} from '../../packages/shared/src/i18n/languages';
import { firstPagePreload } from './first-page-preload';
import { signedInOnlyMui } from './signed-in-chunk';

/** The catalogues loaded before the first render (apps/web/src/lib/i18n.ts `PUBLIC_NAMESPACES`). */
const PUBLIC_NAMESPACES = ['common', 'messages', 'accounts'];
const PUBLIC_CATALOGUE = new RegExp(`/i18n/(${LANGUAGES.join('|')})/(${PUBLIC_NAMESPACES.join('|')})\\.ts$`);
/** 'i18n-da' for packages/shared/src/i18n/da/common.ts (and the other public namespaces); other modules: none. */
const publicCatalogueChunk = (moduleId: string) => {
  const language = PUBLIC_CATALOGUE.exec(moduleId)?.[1];
  return language ? `i18n-${language}` : null;
};
/** The namespaces the shell loads for signed-in pages (lib/i18n.ts `loadAppNamespaces`): every other one. */
const APP_NAMESPACES = NAMESPACES.filter((ns) => !PUBLIC_NAMESPACES.includes(ns));
const APP_CATALOGUE = new RegExp(`/i18n/(${LANGUAGES.join('|')})/(${APP_NAMESPACES.join('|')})\\.ts$`);
/** 'i18n-app-da' for the signed-in namespaces of Danish: one file instead of twelve (they always load together). */
const appCatalogueChunk = (moduleId: string) => {
  const language = APP_CATALOGUE.exec(moduleId)?.[1];
  return language ? `i18n-app-${language}` : null;
};

const apiPort = process.env.API_PORT ?? '3000';

/** The first page's modules: the entry and the sign-in page (signed-in-chunk.ts). */
const signedInMui = signedInOnlyMui(
  'mui-app',
  [/\/src\/main\.tsx$/, /\/src\/modules\/accounts\/pages\/SignInPage\.tsx$/],
  /\/src\/shell\/AppShell\.tsx$/,
);
/**
 * The display formatters (money, dates) and the labelled `Fact` (ui/Fact.tsx), ≈ 0.9 KB: in `core` although the sign-in page does not use them, so a
 * listing's public page, which shows prices and dates on its first render, needs no signed-in chunk
 * (docs/architecture.md "Front-end loading"); otherwise they would sit in `dwellings-list`.
 */
const FORMATTERS = /\/src\/ui\/format\.ts$|\/packages\/shared\/src\/dwellings\/money\.ts$|\/src\/ui\/Fact\.tsx$/;
const coreChunk = signedInMui.only('core', true);

/** What the sign-in page shares with the signed-in forms but the lists (their filters use plain text fields) do not need. */
const FORM_MODULES = /node_modules\/(react-hook-form|@hookform)\/|\/src\/ui\/FormTextField\.tsx$/;

/**
 * react-router's package exports name only its development build (warnings, invariants); a production
 * build uses the production one it ships beside it: ≈ 40 ms less main thread on a mid-tier phone.
 */
const reactRouterProduction = fileURLToPath(
  new URL('dist/production/index.mjs', import.meta.resolve('react-router/package.json')),
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      // zod without its eval probe (src/lib/zod-without-eval.ts: the content-security policy forbids eval)
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    signedInMui.plugin,
    // fetch the first page's chunks with the entry (mirrors router.tsx for the most visited pages)
    firstPagePreload(
      [
        { path: /^\/$/, signedIn: false, modules: ['/src/modules/accounts/pages/SignInPage.tsx'] },
        {
          path: /^\/dwellings\/?$/,
          signedIn: true,
          modules: ['/src/shell/AppShell.tsx', '/src/modules/dwellings/pages/DwellingsPage.tsx'],
          // the session check and a landlord's first page of dwellings (modules/dwellings/api.ts)
          requests: ['/api/users/me', `/api/dwellings?page=1&pageSize=${DEFAULT_PAGE_SIZE}`],
        },
        {
          path: /^\/dwellings\/[^/]+\/?$/,
          signedIn: true,
          modules: ['/src/shell/AppShell.tsx', '/src/modules/dwellings/pages/DwellingFormPage.tsx'],
          requests: ['/api/users/me'],
        },
        {
          // a listing's public page, with or without a login: the page and its catalogues (publicListing and
          // dwellings are among the signed-in ones); its data comes embedded in the page (server web-app.ts)
          path: /^\/bolig\/[^/]+\/?$/,
          signedIn: null,
          modules: ['/src/modules/public-listing/pages/PublicListingPage.tsx'],
          appCatalogues: true,
        },
        {
          path: /^\/dashboard\/?$/,
          signedIn: true,
          modules: ['/src/shell/AppShell.tsx', '/src/modules/accounts/pages/DashboardPage.tsx'],
          requests: ['/api/users/me'],
        },
      ],
      TOKEN_STORAGE_KEY,
      {
        storageKey: LANGUAGE_STORAGE_KEY,
        defaultLanguage: DEFAULT_LANGUAGE,
        displayTimeZone: DISPLAY_TIME_ZONE,
        modules: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            PUBLIC_NAMESPACES.map((ns) => `/packages/shared/src/i18n/${language}/${ns}.ts`),
          ]),
        ),
        signedInModules: Object.fromEntries(
          LANGUAGES.map((language) => [language, APP_NAMESPACES.map((ns) => `/packages/shared/src/i18n/${language}/${ns}.ts`)]),
        ),
      },
    ),
    // docs/architecture.md "Front-end loading": every text file is also written as .br and .gz next to itself; the server sends
    // the one the browser accepts (@fastify/static `preCompressed`), so nothing is compressed per request
    compression({
      include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // source maps are written for debugging reported errors but never referenced by the bundles
  // ('hidden'); the server refuses to serve *.map (apps/server/src/platform/http/web-app.ts)
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // docs/architecture.md "Front-end loading": by default every set of lazy routes that shares modules gets its own chunk, so a
        // page fetched 40–70 files of 0.4–2 KB (MUI components, small app helpers). Modules that at
        // least 16 of the ≈ 30 entry chunks (the entry, the shell, each lazy page) import go into one
        // 'core' chunk instead. Measured with bench/page-weight.bench.ts (files / KB transferred):
        // sign-in 42 / 226 → 27 / 214, list 64 / 277 → 49 / 265, create form 71 / 388 → 56 / 376; the
        // sign-in page's JavaScript did not grow (719 → 715 KB). Lower counts (4, 8, 12) pull modules
        // of signed-in pages into the sign-in page (235–257 KB); revisit the count when routes are added.
        codeSplitting: {
          groups: [
            // the signed-out namespaces of one language travel as one file (lib/i18n.ts loads them together)
            { name: publicCatalogueChunk, debugName: 'i18n-public', priority: 1 },
            { name: appCatalogueChunk, debugName: 'i18n-app', priority: 1 },
            // the shared text rules (packages/shared/src/text.ts) are only imported by modules that import zod:
            // one file with zod instead of an 850-byte chunk of their own on every form page (docs/architecture.md "Front-end loading")
            {
              name: 'zod',
              test: /node_modules\/zod\/|src\/lib\/zod-without-eval\.ts|packages\/shared\/src\/text\.ts/,
              priority: 1,
            },
            // Lantern (Lighthouse) simulates HTTP/1.1 with six connections: every file of a first page costs
            // round trips on a slow phone, so the first pages are a handful of files (docs/architecture.md "Front-end loading"):
            // - 'forms': what the sign-in form shares with the signed-in forms but the lists do not need
            // (only the modules named: their dependencies that every page needs stay in core)
            { name: 'forms', test: FORM_MODULES, priority: 1, includeDependenciesRecursively: false },
            // - 'core': everything else the sign-in page needs; signed-in pages load it too (it is mostly React,
            //   MUI's core, emotion and the router; the sign-in page's own layout is a few KB of it): sign-in 16 → 7 files
            { name: (id, ctx) => (FORMATTERS.test(id) ? 'core' : coreChunk(id, ctx)) },
            // - 'app-core': the signed-in shell (every signed-in page renders it) and what at least 16 lazy
            //   chunks share that the sign-in page does not need: list 34 → 20 files (docs/architecture.md "Front-end loading")
            { name: signedInMui.shellOnly('app-core') },
            // - 'dwellings-list': the landlords' home, /dwellings/ (the page and what it alone needs beside the
            //   shell): list 20 → 12 files, LCP −0.3 s in Lighthouse's simulation (docs/architecture.md "Front-end loading")
            { name: signedInMui.pageOnly('dwellings-list', /\/src\/modules\/dwellings\/pages\/DwellingsPage\.tsx$/) },
            { name: signedInMui.only('app-core', false), minShareCount: 16 },
            // MUI modules only signed-in pages use, shared by at least 3 chunks (signed-in-chunk.ts)
            {
              name: signedInMui.name,
              minShareCount: 6,
              // only the modules named: their dependencies that the sign-in page needs stay where they are
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
