/**
 * Configuration, parsed from process.env with zod at boot. Every variable has a safe local
 * default (see .env.example); a bad value stops the server with the variable's name.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { partnerHostsSchema } from '@udlejning/shared/site/partner';
import { SMTP_TIMEOUTS } from './mail/smtp-mailer';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/architecture.md "Rate limits"): the proxies whose X-Forwarded-For names the client, as a comma-separated
 * list of addresses or CIDRs (or proxy-addr's loopback, linklocal, uniquelocal), passed to Fastify's
 * `trustProxy`. Empty or 'false' (the default): none, the socket address is the client, so a forged
 * header cannot dodge a per-IP limit. 'true' (any sender) and hop counts are refused: neither checks
 * who sent the header (Fastify itself ignores hop counts for that reason).
 */
export const trustProxySchema = z
  .string()
  .default('')
  .transform((raw, ctx): false | string[] => {
    const value = raw.trim();
    if (value === '' || value === 'false') return false;
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length > 0 || entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: `give the proxies' addresses or CIDRs, not ${bad.join(', ') || value}` });
      return z.NEVER;
    }
    return entries;
  });

/** A comma-separated list of origins (scheme://host[:port]); '' or unset is an empty list. `*` is refused. */
const originList = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const origins: string[] = [];
    for (const item of text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const origin = URL.canParse(item) ? new URL(item).origin : 'null';
      if (origin === 'null') ctx.addIssue({ code: 'custom', message: `not an origin: ${item}` });
      else origins.push(origin);
    }
    return origins;
  });

/**
 * PostgreSQL connections per process (`DATABASE_POOL_MAX`, README "Reference deployment"): 10. A pool of 20 showed no
 * gain for 20 bookings at once and a draining instance failed more POSTs in the rolling-restart test
 * (docs/performance-history.md "Viewings", docs/operations.md "Rolling restart").
 */
export const DEFAULT_POOL_MAX = 10;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public URL used in mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  /** postgres://… uses a PostgreSQL server; empty uses embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
  /**
   * PostgreSQL connections per server process (README.md "Reference deployment"); every instance has its own, and the
   * job queue keeps 3 more: instances × (this + 3) must stay under the server's max_connections (100 by default).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(DEFAULT_POOL_MAX),
  DATA_DIR: z.string().default('./data'),
  /** HS256 secret for login tokens; generated and kept in DATA_DIR when not set. */
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * HMAC key of the discount-code hashes landlords see (doc 2 §7 `hash`); generated and kept in
   * DATA_DIR when not set. Changing it changes every shown hash, never a stored code.
   */
  DISCOUNT_HASH_SECRET: z.string().min(32).optional(),
  /** 'outbox' (dev outbox in the database) | 'smtp' */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Udlejning <noreply@udlejning.local>'),
  /**
   * Mails sent at once per mail queue and process, and the SMTP connections kept open for them
   * (docs/operations.md, "Mail in a burst"); lower it if the SMTP provider limits connections.
   */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  /**
   * SMTP timeouts in ms (docs/architecture.md "Jobs and mail"): TCP connect, the server's greeting, silence on the
   * socket. A silent server fails a mail attempt after the greeting timeout; the mail job retries it later.
   */
  SMTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(SMTP_TIMEOUTS.connectionTimeout),
  SMTP_GREETING_TIMEOUT_MS: z.coerce.number().int().min(100).default(SMTP_TIMEOUTS.greetingTimeout),
  SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).default(SMTP_TIMEOUTS.socketTimeout),
  /** 'local' (index in the database) | 'dawa' | 'gsearch' */
  ADDRESS_PROVIDER: z.enum(['local', 'dawa', 'gsearch']).default('local'),
  ADDRESS_API_URL: z.string().optional(),
  ADDRESS_API_TOKEN: z.string().optional(),
  /** Where uploaded images are stored (default DATA_DIR/uploads). */
  UPLOAD_DIR: z.string().optional(),
  /** Where stored files live (docs/architecture.md "File storage"): 'local' (UPLOAD_DIR, the default) | 's3' (S3_BUCKET). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The bucket of STORAGE=s3 (required with it). */
  S3_BUCKET: z.string().trim().min(1).optional(),
  /** An S3-compatible endpoint, e.g. http://127.0.0.1:9000 (MinIO); default AWS's for S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  /** The bucket's region (a placeholder is fine for most S3-compatible stores). */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The access key of STORAGE=s3 (required with it). */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  /** The secret key of STORAGE=s3 (required with it). */
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** 'true': path-style URLs (endpoint/bucket/key), for stores without a host name per bucket (MinIO, s3rver). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Per-user storage for uploaded images, MB (originals plus the stored web images and thumbnails). */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Seed the demo accounts on an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Proxies trusted for X-Forwarded-For: empty (none) or their addresses/CIDRs (trustProxySchema). */
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request taking at least this many milliseconds is logged (warn). */
  LOG_SLOW_MS: z.coerce.number().nonnegative().default(500),
  /** Share (0–1) of successful, fast requests that is logged; errors and slow requests always are. */
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.01),
  /** Browser origins allowed to call the API from their pages (CORS, without credentials); default none: same origin only. */
  CORS_ORIGINS: originList,
  /**
   * Partner hosts (doc 1 §1): JSON {"host": {"supportEmail": "…", "appBarColor": "#rrggbb"}}; a request
   * to such a host gets the help box and the app-bar colour (GET /api/site). Default: none.
   */
  PARTNER_HOSTS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return {};
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'PARTNER_HOSTS is not JSON' });
        return z.NEVER;
      }
      const parsed = partnerHostsSchema.safeParse(json);
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `PARTNER_HOSTS: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        });
        return z.NEVER;
      }
      return Object.fromEntries(Object.entries(parsed.data).map(([host, v]) => [host.toLowerCase(), v]));
    }),
  /** Dev-only routes (the mail outbox, GET /api/admin/outbox): default on, except when NODE_ENV=production. */
  DEV_ROUTES: z.enum(['true', 'false']).optional(),
  /**
   * A clock the journeys move with POST /api/dev/clock (platform/clock/test-clock.ts): 'true' needs the dev routes on.
   * Off by default.
   */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  /** Origins of the preview map's tiles and style (content-security policy); default from the two below. */
  MAP_ORIGINS: originList,
  /** The web build's map settings (apps/web/src/modules/dwellings/map/map-config.ts), read for the policy's default. */
  VITE_MAP_STYLE_URL: z.string().optional(),
  VITE_MAP_TILE_URL: z.string().optional(),
  /** Time a client has to send a whole request (headers and body), ms. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** A connection silent this long (ms) is closed, in a request or between requests. */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** Graceful shutdown (docs/operations.md "Shutdown"): the drain (in-flight requests, job workers, database) must end within this many ms, else exit 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Ms the server keeps serving after SIGTERM (readiness 503) before it stops listening, for a load balancer to notice. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().nonnegative().default(0),
  /** Card payments: 'local' (embedded test-card provider, the default) | 'stripe'. */
  PAYMENT_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  /** Stripe's secret key (sk_test_… for test mode); required with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  /** Stripe's publishable key (pk_test_…), given to the web app's card form; required with stripe. */
  STRIPE_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
  /** The signing secret of the webhook endpoint (whsec_…); without it POST /api/payments/stripe/webhook answers 404. */
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Another Stripe API origin, e.g. http://127.0.0.1:12111 (the tests' fake); default Stripe's own. */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * The shared secret of the marketplace integration (docs/architecture.md "Partner integration"): it calls /api/integration/… with
   * `Authorization: Bearer <INTEGRATION_KEY>`. Unset: every integration call is refused (401).
   */
  INTEGRATION_KEY: z.string().trim().min(16).optional(),
  /**
   * The scrape token of GET /metrics (docs/operations.md "Metrics"): Prometheus sends `Authorization: Bearer <METRICS_TOKEN>`.
   * Unset (the default): no metrics are kept and /metrics answers 404.
   */
  METRICS_TOKEN: z.string().trim().min(16).optional(),
  /** The seller on receipts and credit notes (Danish bookkeeping rules): name, address and CVR number. */
  SELLER_NAME: z.string().trim().min(1).default('Udlejning ApS'),
  SELLER_ADDRESS: z.string().trim().min(1).default('Eksempelvej 1, 1000 København K'),
  SELLER_CVR: z.string().trim().min(1).default('12345678'),
});

/** Every variable the server reads (each is listed with its default in `.env.example`, README). */
export const ENV_KEYS = Object.keys(envSchema.shape);

/** The whole configuration: the variables plus the rules between them (stripe and s3 need their keys). */
const configSchema = envSchema.superRefine((env, ctx) => {
  if (env.TEST_CLOCK === 'true' && !devRoutesEnabled(env))
    ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'needs the dev routes (DEV_ROUTES=true)' });
  if (env.STORAGE === 's3')
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with STORAGE=s3' });
  if (env.PAYMENT_PROVIDER !== 'stripe') return;
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const)
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'required with PAYMENT_PROVIDER=stripe' });
});

export type Env = z.infer<typeof envSchema>;

/** True when the dev-only routes are served: DEV_ROUTES, or by default everywhere but production. */
export function devRoutesEnabled(env: Env): boolean {
  return env.DEV_ROUTES ? env.DEV_ROUTES === 'true' : env.NODE_ENV !== 'production';
}

/** Parses the environment; throws an Error naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
