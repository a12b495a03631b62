/**
 * Browser-facing protections (docs/architecture.md "Browser protections"):
 * - CORS only for the origins in CORS_ORIGINS (none by default: the web app is served from the same
 *   origin), never with credentials: the API reads a bearer token, no cookie;
 * - security headers by @fastify/helmet, per kind of response:
 *   - pages (everything outside /api/ and /assets/, index.html included): a content-security policy
 *     the built web app passes (`documentCsp`), no framing, no MIME sniffing, HSTS, a same-origin
 *     opener, the referrer reduced to the origin across sites (a token in a page's URL never leaves the site);
 *   - API replies: `default-src 'none'` (JSON never runs anything), no framing, no sniffing, same-origin resources;
 *   - hashed build assets (/assets/*): none. CSP does not apply to scripts and styles themselves, module
 *     scripts and style sheets are MIME-checked by browsers anyway, and each header costs bytes on
 *     every one of the 25–60 files of a page (docs/architecture.md "Front-end loading").
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { DWELLING_TOKEN_HEADER } from '@udlejning/shared/dwellings/lifecycle';
import { RENEWED_TOKEN_HEADER } from '@udlejning/shared/accounts/user';
import type { Env } from '../env';

/** helmet's options, as `reply.helmet()` takes them. */
type HelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

/** OpenStreetMap's tile server: the preview map's default (apps/web/src/modules/dwellings/map/map-config.ts). */
export const DEFAULT_MAP_ORIGINS = ['https://tile.openstreetmap.org'];

/**
 * The preview map's origins: MAP_ORIGINS, else those of the web build's VITE_MAP_STYLE_URL and
 * VITE_MAP_TILE_URL (none when the style is 'off'), else OpenStreetMap's tile server.
 */
export function mapOriginsOf(env: Pick<Env, 'MAP_ORIGINS' | 'VITE_MAP_STYLE_URL' | 'VITE_MAP_TILE_URL'>): string[] {
  if (env.MAP_ORIGINS.length > 0) return env.MAP_ORIGINS;
  const style = env.VITE_MAP_STYLE_URL?.trim();
  if (style === 'off') return [];
  const origins = [style, env.VITE_MAP_TILE_URL?.trim()]
    .filter((u): u is string => Boolean(u) && URL.canParse(u!))
    .map((u) => new URL(u).origin)
    .filter((o) => o !== 'null');
  return origins.length > 0 ? [...new Set(origins)] : DEFAULT_MAP_ORIGINS;
}

/** The sha256 sources ('sha256-…') of the inline `<script>` elements (no `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!) || !m[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The content-security policy of the web app's pages. Scripts: our files plus the inline preload
 * script of index.html by its hash. Styles: 'unsafe-inline', because emotion (MUI) writes <style>
 * elements at run time and MUI sets style attributes, which neither hashes nor nonces can allow
 * (an injected style cannot run script: script-src stays strict). Images: ours, data: (the inline
 * favicon, MapLibre's control icons), blob: (upload previews, map tiles) and the map origins, which
 * the map also fetches (connect-src). MapLibre's worker is one of our files: script-src covers it.
 * Frames: ours and blob:, the receipt page's PDF, fetched with the login and shown in a frame
 * (docs/architecture.md "Sign-in and mail links"); object-src stays 'none' (Chromium shows a PDF
 * <object> in a frame as well, so an object would need both).
 * With Stripe as the payment provider, the sources Stripe documents for Stripe.js and Elements
 * (STRIPE_CSP): its script, its card-form and 3-D Secure frames, its API.
 */
export function documentCsp(
  scriptHashes: string[],
  mapOrigins: string[],
  stripe = false,
): NonNullable<HelmetOptions['contentSecurityPolicy']> {
  const pay = stripe ? STRIPE_CSP : { script: [], frame: [], connect: [] };
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes, ...pay.script],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
      connectSrc: ["'self'", ...mapOrigins, ...pay.connect],
      frameSrc: ["'self'", 'blob:', ...pay.frame],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** The CSP sources Stripe.js and Elements need (stripe.com/docs/security/guide#content-security-policy). */
export const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const satisfies Record<string, readonly string[]>;

/** Headers helmet sends on neither kind of response (obsolete, or said by the CSP already). */
const OFF = {
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false, // frame-ancestors 'none'
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xPoweredBy: false,
} as const satisfies HelmetOptions;

/**
 * The security headers of every API reply, as helmet sends them for API_HEADERS: written by hand
 * on the replies Fastify and Node send before any hook runs (raw-replies.ts; security.test.ts keeps both equal).
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
} as const;

const API_HEADERS: HelmetOptions = {
  ...OFF,
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
};

/** The script hashes of `webDist/index.html`, read again when the file changes (a rebuild is served without a restart). */
function indexHashes(webDist: string | null): () => string[] {
  let cached: { mtimeMs: number; hashes: string[] } | null = null;
  return () => {
    if (!webDist) return [];
    const file = path.join(webDist, 'index.html');
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, hashes: inlineScriptHashes(readFileSync(file, 'utf8')) };
      return cached.hashes;
    } catch {
      return [];
    }
  };
}

export type SecurityOptions = {
  /** The built web app's folder (its index.html gives the inline script hashes), or null. */
  webDist: string | null;
  /** Origins allowed to call the API from a browser page of another origin. */
  corsOrigins: string[];
  /** Origins the preview map loads tiles and styles from. */
  mapOrigins: string[];
  /** The card form is Stripe's (PAYMENT_PROVIDER=stripe): the pages allow Stripe.js and its frames. */
  stripe?: boolean;
  /** GraphiQL is served (development): /api/graph's page loads its scripts from a CDN, so it gets no CSP. */
  graphiql: boolean;
};

/** Registers CORS (when origins are configured) and the security headers. */
export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  if (opts.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: opts.corsOrigins,
      credentials: false,
      methods: ['GET', 'POST', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', DWELLING_TOKEN_HEADER],
      // a page of another origin reads the renewed login token (docs/architecture.md "Auth and sessions")
      exposedHeaders: [RENEWED_TOKEN_HEADER],
      maxAge: 600,
    });
  }
  await app.register(helmet, { global: false });
  const hashes = indexHashes(opts.webDist);
  app.addHook('onRequest', (req, reply, done) => {
    const pathname = req.url.split('?')[0]!;
    if (pathname.startsWith('/api/')) {
      if (!(opts.graphiql && pathname === '/api/graph' && req.method === 'GET')) reply.helmet(API_HEADERS);
    } else if (!pathname.startsWith('/assets/')) {
      reply.helmet({
        ...OFF,
        // a page is no sub-resource: its resource policy would only cost bytes (docs/architecture.md "Front-end loading")
        crossOriginResourcePolicy: false,
        contentSecurityPolicy: documentCsp(hashes(), opts.mapOrigins, opts.stripe ?? false),
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      });
    }
    done();
  });
}
