/**
 * Serves the built web app (doc 1 §2: every client route, `/` included, answers the app):
 * - files under `webDist` by exact path (hashed `/assets/*` cached for a year, immutable and without
 *   `etag`/`last-modified`/`accept-ranges`; the rest revalidated);
 * - `GET /` and any other GET without a file extension outside `/api/` and `/metrics` → `index.html`, so the
 *   client router decides (a reload or bookmark on a deep link works);
 * - a missing file (a path with an extension, or anything under `/assets/`) → 404, never 403,
 *   and a missing API route stays a JSON 404 (405 with Allow for a known path's other methods, 414 for
 *   a path segment over MAX_PARAM_LENGTH, as the router answers without the wildcard);
 * - compressed (docs/architecture.md "Front-end loading"): the build writes `.br` and `.gz` beside every text file and the one the
 *   request's `accept-encoding` allows is sent (brotli first), index.html included; `vary: accept-encoding`;
 * - source maps (`*.map`, written 'hidden' by the build) are never served: 404;
 * - server-described pages (`pages`, e.g. a listing's public page `/bolig/:uuid`, docs/architecture.md "Messages and the public listing page"): index.html
 *   with the page's own `<title>`, `<meta name="description">`, canonical link and Open Graph tags, so a shared
 *   link previews well, optionally JSON-LD, a preloaded image and the content as plain HTML in `#root` (for
 *   crawlers and readers without JavaScript), and the answer to the page's first API GET as JSON (`data`,
 *   @udlejning/shared/page-data), so the app renders it without a round trip (docs/architecture.md "Front-end
 *   loading"); 404 (still the app, which shows its not-found page, with `robots: noindex`) when the page's
 *   `describe` says null.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@udlejning/shared/page-data';
import { AppError } from '../errors';
import type { AllowedMethods } from './allowed-methods';
import { hasOverlongSegment } from './raw-replies';
import { MAX_PARAM_LENGTH } from './route-pipeline';

/** True for a request the client router should answer (a GET for a page, not a file or an API call). */
export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0]!.split('#')[0]!;
  // /metrics is the scrape endpoint's (404 when it is off), never a page
  if (/^\/(api|assets|metrics)(\/|$)/.test(pathname)) return false;
  // the last segment names a file (robots.txt, favicon.svg, app.js.map): not a page
  return !/\.[A-Za-z0-9]+$/.test(pathname);
}

/** What a server-described page says about itself in index.html's head. */
export type PageMeta = {
  title: string;
  description: string;
  /** Absolute URL of the page (og:url and the canonical link). */
  url: string;
  /** Absolute URL of a picture (og:image), or null. */
  image: string | null;
};

/**
 * What the server says about a page: its head tags, and optionally the reply its first API GET would get
 * (`data`: the GET's path as the app requests it and the reply's body), embedded for the app to use once.
 * A page with `data` is sent `private, no-store`, as the API sends that reply (it may name the visitor).
 * `jsonLd`: schema.org structured data; `html`: the page's content as plain HTML (already escaped) put in
 * `#root` inside an element of class `prerendered`, kept visually hidden while the app starts (createRoot
 * replaces it) and shown without JavaScript; `preloadImage`: an image the first render shows (preloaded).
 */
export type PageDescription = {
  meta: PageMeta;
  data?: PageData;
  jsonLd?: object;
  html?: string;
  preloadImage?: string | null;
};

/**
 * A client route the server describes: `describe` gets the request (route params, cookies); null means
 * there is no such page (404).
 */
export type DescribedPage = { path: string; describe: (req: FastifyRequest) => Promise<PageDescription | null> };

/** `s` safe as HTML text and as a double- or single-quoted attribute value. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * JSON that can stand inside a `<script>` element: `<`, `>` and `&` as \u escapes (no `</script>` or
 * `<!--` can end or change it), U+2028/U+2029 too; JSON.parse reads the same value back.
 */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** How much of the description goes into `<meta name="description">` and og:description (what search results show). */
export const META_DESCRIPTION_CHARS = 155;

/** The first ≈ 155 characters of `text` on one line, cut at a word with '…' when longer. */
function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= META_DESCRIPTION_CHARS) return line;
  const cut = line.slice(0, META_DESCRIPTION_CHARS - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > META_DESCRIPTION_CHARS / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * The server HTML of a page (`.prerendered` in `#root`) is for crawlers, previews and readers without
 * JavaScript: visually hidden while the app starts, so the app's first render replaces it without a flash or a
 * layout shift (docs/architecture.md "Messages and the public listing page"); a `<noscript>` style shows it.
 */
const PRERENDER_STYLES = [
  '<style>#root>.prerendered{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}</style>',
  '<noscript><style>#root>.prerendered{position:static;width:auto;height:auto;margin:0 auto;padding:16px;max-width:760px;overflow:visible;clip-path:none;white-space:normal;font-family:system-ui,sans-serif;line-height:1.5}</style></noscript>',
];

/**
 * index.html with `meta`'s title, description (its first ≈ 155 characters), canonical link and Open Graph tags
 * in its head (every value HTML-escaped); with `preloadImage` a `<link rel="preload" as="image">`; with `jsonLd`
 * a `<script type="application/ld+json">`; with `data` a `<script type="application/json" id="page-data">`
 * (both data blocks: never run, so the content-security policy's script hashes do not apply; JSON escaped so no
 * markup in it can end the element); with `html` that content inside `<div id="root">`.
 */
export function describePage(indexHtml: string, { meta, data, jsonLd, html, preloadImage }: PageDescription): string {
  const description = metaDescription(meta.description);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(preloadImage ? [`<link rel="preload" as="image" href="${escapeHtml(preloadImage)}" fetchpriority="high" />`] : []),
    ...(jsonLd ? [`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`] : []),
    ...(data ? [`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`] : []),
    ...(html ? PRERENDER_STYLES : []),
  ].join('\n    ');
  const head = indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>\n    ${tags}`);
  return html ? head.replace(/<div id="root"><\/div>/, () => `<div id="root">${html}</div>`) : head;
}

/** index.html for a page that does not exist: search engines are told not to index it. */
export function noIndexPage(indexHtml: string): string {
  return indexHtml.replace(/<\/title>/, () => '</title>\n    <meta name="robots" content="noindex" />');
}

function sendIndex(reply: FastifyReply) {
  // the shell must never be cached: it names the current hashed assets
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}

/**
 * Registers static files, the SPA fallback and the 404 handler; `webDist` null serves only the API.
 * With `allowedMethods`, a path some route takes with other methods answers 405 with `Allow`.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  pages: readonly DescribedPage[] = [],
  allowedMethods?: AllowedMethods,
): Promise<void> {
  if (webDist) {
    for (const page of pages) {
      app.get(page.path, async (req, reply) => {
        const [description, html] = await Promise.all([page.describe(req), readFile(path.join(webDist, 'index.html'), 'utf8')]);
        reply.header('cache-control', description?.data ? 'private, no-store' : 'no-cache').type('text/html; charset=utf-8');
        if (!description) return reply.status(404).send(noIndexPage(html));
        return reply.send(describePage(html, description));
      });
    }
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      preCompressed: true,
      // a directory (`/assets/`) is not a page and not a file: 404, never the 403 of `send`;
      // source maps stay on the server (they would hand out the whole source)
      allowedPath: (pathname) => (!pathname.endsWith('/') || pathname === '/') && !pathname.endsWith('.map'),
      setHeaders: (reply: FastifyReply, filePath: string) => {
        // hashed build assets never change; everything else is revalidated
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'no-cache');
          return;
        }
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        // docs/architecture.md "Front-end loading": an immutable file is never revalidated nor fetched in ranges, so these
        // validators are ≈ 100 bytes of nothing on each of the 40–70 files of a page
        for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
      },
    });
    // the root URL is the sign-in page: without this, `send` treats `/` as a directory (403)
    app.get('/', (_req, reply) => sendIndex(reply));
  }
  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    if (webDist && isClientRoute(req.method, req.url)) return sendIndex(reply);
    // the same 414 for every method (the static files' wildcard takes an API GET before the router refuses it)
    if (req.url.startsWith('/api/') && hasOverlongSegment(req.url, MAX_PARAM_LENGTH)) {
      return reply.status(414).send(new AppError('URI_TOO_LONG').toBody());
    }
    const allowed = allowedMethods?.(req.url) ?? [];
    // a handler's callNotFound() on a route of this very method stays a 404
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      return reply.status(405).header('allow', allowed.join(', ')).send(new AppError('METHOD_NOT_ALLOWED').toBody());
    }
    return reply.status(404).send(new AppError('NOT_FOUND').toBody());
  });
}
