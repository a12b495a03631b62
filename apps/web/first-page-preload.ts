/**
 * Vite build plugin (docs/architecture.md "Front-end loading"): lets the browser fetch the first page's lazy chunks together with
 * the entry instead of after it has run. A tiny inline script in index.html picks the page the
 * router will show from the address and the stored login, and adds `<link rel="modulepreload">`
 * for that page's chunk and the chunks it imports (those not already preloaded for the entry):
 * the sign-in page at `/` without a login; the app shell plus the dwellings list, the dwelling
 * form or the dashboard with one, and then also the signed-in pages' catalogues; a listing's public
 * page with or without one. Any other address preloads nothing extra. A wrong guess only costs a
 * preload; the router still loads what it needs.
 */
import type { Plugin, Rollup } from 'vite';

/**
 * A page: the address it answers (pathname), whether it needs a login (`signedIn`; null: shown with and
 * without one), its module paths, and the API GETs it makes first (`requests`, signed-in pages only):
 * the script starts them with the stored token at once, and apps/web/src/lib/api.ts uses the answer
 * instead of asking again (`window.__prefetched`, taken once, within PREFETCH_TTL_MS). `appCatalogues`:
 * whether the page needs the signed-in pages' catalogues (default: when it needs a login).
 */
export type PreloadRoute = {
  path: RegExp;
  signedIn: boolean | null;
  modules: string[];
  requests?: string[];
  appCatalogues?: boolean;
};

type Chunk = Rollup.OutputChunk;

/**
 * The modules every first page needs in the visitor's language (the catalogues loaded before the
 * first render): `modules[language]`, the language read from local storage under `storageKey`.
 */
export type PreloadLanguages = {
  storageKey: string;
  defaultLanguage: string;
  modules: Record<string, string[]>;
  /** The catalogues the signed-in pages load with the shell (lib/i18n.ts `loadAppNamespaces`), per language. */
  signedInModules: Record<string, string[]>;
  /** The time zone dates are shown in (DISPLAY_TIME_ZONE): its ICU data is loaded before the first render too. */
  displayTimeZone: string;
};

/**
 * `routes`: checked in order, the first match wins; `tokenKey`: the local-storage key of the login;
 * `languages`: the catalogues to fetch with the entry whatever the page.
 */
export function firstPagePreload(routes: PreloadRoute[], tokenKey: string, languages: PreloadLanguages): Plugin {
  return {
    name: 'udlejning:first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c): c is Chunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Chunk[], skip: Set<string>) => {
          const seen = new Set<string>();
          const visit = (c: Chunk) => {
            if (seen.has(c.fileName) || skip.has(c.fileName)) return;
            seen.add(c.fileName);
            for (const f of c.imports) visit(byFile.get(f)!);
          };
          start.forEach(visit);
          return seen;
        };
        const entry = chunks.filter((c) => c.isEntry);
        const preloaded = closure(entry, new Set());
        const chunkOf = (m: string) => {
          // a module is a chunk's entry, or one of several modules grouped into a chunk (vite.config.ts)
          const chunk =
            chunks.find((c) => c.facadeModuleId?.endsWith(m)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m)));
          if (!chunk) throw new Error(`first-page-preload: no chunk for ${m}`);
          return chunk;
        };
        const files = (start: Chunk[]) => [...closure(start, preloaded)].map((f) => `/${f}`);
        const table = routes.map(
          (r) =>
            [
              r.path.source,
              r.signedIn,
              files(r.modules.map(chunkOf)),
              r.requests ?? [],
              r.appCatalogues ?? r.signedIn === true,
            ] as const,
        );
        const byLanguage = (modules: Record<string, string[]>) =>
          Object.fromEntries(Object.entries(modules).map(([language, ids]) => [language, files([...new Set(ids.map(chunkOf))])]));
        const catalogues = byLanguage(languages.modules);
        const signedInCatalogues = byLanguage(languages.signedInModules);
        const code =
          `(function(){var t=null,g=null;try{t=localStorage.getItem(${JSON.stringify(tokenKey)});g=localStorage.getItem(${JSON.stringify(languages.storageKey)})}catch(e){}` +
          `function p(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}` +
          `var d=${JSON.stringify(languages.defaultLanguage)},c=${JSON.stringify(catalogues)},s=${JSON.stringify(signedInCatalogues)};(c[g]||c[d]).forEach(p);` +
          `var r=${JSON.stringify(table)};for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(location.pathname)&&(r[i][1]===null||!!t===r[i][1])){` +
          `if(r[i][4])(s[g]||s[d]).forEach(p);r[i][2].forEach(p);var q=r[i][3];if(t&&q.length&&window.fetch){var f={};` +
          `q.forEach(function(u){f[u]=fetch(u,{headers:{authorization:'Bearer '+t}});f[u].catch(function(){})});` +
          `window.__prefetched={token:t,at:Date.now(),responses:f}}break}}` +
          // while the chunks download, build the number and date formatters once: the first Intl formatter
          // of a page loads ICU's data (≈ 20 ms here, ≈ 90 ms on a mid-tier phone), which otherwise lands
          // in the first render; later formatters reuse it (apps/web/src/ui/format.ts)
          `setTimeout(function(){try{new Intl.NumberFormat().format(1);new Intl.DateTimeFormat(void 0,{timeZone:${JSON.stringify(languages.displayTimeZone)}}).format(0)}catch(e){}},0)})()`;
        return { html, tags: [{ tag: 'script', children: code, injectTo: 'head' }] };
      },
    },
  };
}
