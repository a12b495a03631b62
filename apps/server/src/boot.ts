/**
 * The app's composition root for adapters: wires configuration into Deps: the database, the login token signer (secret from JWT_SECRET
 * or generated once into DATA_DIR/jwt-secret), the discount-hash key (DISCOUNT_HASH_SECRET or DATA_DIR/discount-hash-secret), the mail adapter, the address provider, the payment providers, the file store (a folder or an S3 bucket) and the metrics (METRICS_TOKEN).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './platform/env';
import type { Db } from './platform/db/client';
import type { Deps } from './platform/deps';
import { createTokenSigner } from './platform/auth/tokens';
import { createTestClock } from './platform/clock/test-clock';
import { createMailer } from './platform/mail';
import { createMetrics } from './platform/metrics/metrics';
import { createAddressProvider } from './modules/addresses';
import { createPaymentProviders } from './modules/payments/provider';
import { createFileStore, uploadDirOf } from './platform/storage';
import { wireModules } from './wiring';

/** `configured` if set, else the secret kept in DATA_DIR/`fileName`, generated (48 random bytes) on first use. */
function storedSecret(env: Env, configured: string | undefined, fileName: string): string {
  if (configured) return configured;
  const file = path.resolve(env.DATA_DIR, fileName);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createDeps(env: Env, db: Db, log: FastifyBaseLogger, overrides: Partial<Deps> = {}): Deps {
  // the ports lower modules call up through (wiring.ts), before anything can use them
  wireModules();
  const uploadDir = uploadDirOf(env);
  if (env.STORAGE === 'local') mkdirSync(uploadDir, { recursive: true });
  // the journeys' movable clock (TEST_CLOCK, dev routes only; platform/clock/test-clock.ts)
  const testClock = env.TEST_CLOCK === 'true' ? createTestClock() : undefined;
  const deps: Omit<Deps, 'payments'> & Partial<Pick<Deps, 'payments'>> = {
    db,
    env,
    // tokens are signed and checked on the real time, or on the journeys' clock when it runs (not on a unit test's
    // moved deps.now, so a test that jumps a month ahead keeps its users signed in)
    tokens: createTokenSigner(
      storedSecret(env, env.JWT_SECRET, 'jwt-secret'),
      testClock ? () => testClock.now().getTime() : () => Date.now(),
    ),
    discountHashKey: storedSecret(env, env.DISCOUNT_HASH_SECRET, 'discount-hash-secret'),
    mailer: createMailer(env, log),
    addresses: createAddressProvider(env, db, log),
    uploadDir,
    files: createFileStore(env, uploadDir),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    log,
    now: testClock ? testClock.now : () => new Date(),
    testClock,
    // kept only when something may scrape them (docs/operations.md "Metrics")
    metrics: env.METRICS_TOKEN ? createMetrics(db, log) : undefined,
    ...overrides,
  };
  // the providers read the clock through deps, so a test that moves deps.now moves theirs too
  const result: Deps = { ...deps, payments: deps.payments ?? createPaymentProviders(env, db, () => result.now()) };
  return result;
}
