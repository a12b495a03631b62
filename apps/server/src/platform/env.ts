/**
 * Configuration, parsed from process.env with zod at boot. Every variable has a safe local
 * default (see .env.example); a bad value stops the server with the variable's name.
 */
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public URL used in mailed links. */
  PUBLIC_URL: z.string().url().optional(),
  /** postgres://… uses a PostgreSQL server; empty uses embedded PGlite in DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** HS256 secret for login tokens; generated and kept in DATA_DIR when not set. */
  JWT_SECRET: z.string().min(32).optional(),
  /** 'outbox' (dev outbox in the database) | 'smtp' */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Udlejning <noreply@udlejning.local>'),
  /** 'local' (index in the database) | 'dawa' | 'gsearch' */
  ADDRESS_PROVIDER: z.enum(['local', 'dawa', 'gsearch']).default('local'),
  ADDRESS_API_URL: z.string().optional(),
  ADDRESS_API_TOKEN: z.string().optional(),
  /** Where uploaded images are stored (default DATA_DIR/uploads). */
  UPLOAD_DIR: z.string().optional(),
  /** Per-user storage for uploaded images, MB (originals plus the stored web images and thumbnails). */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  /** Seed the demo accounts on an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request taking at least this many milliseconds is logged (warn). */
  LOG_SLOW_MS: z.coerce.number().nonnegative().default(500),
  /** Share (0–1) of successful, fast requests that is logged; errors and slow requests always are. */
  LOG_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.01),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws an Error naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
