/**
 * The app's composition root for adapters: wires configuration into Deps: the database, the login token signer (secret from JWT_SECRET
 * or generated once into DATA_DIR/jwt-secret), the mail adapter, the address provider and the upload folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './platform/env';
import type { Db } from './platform/db/client';
import type { Deps } from './platform/deps';
import { createTokenSigner } from './platform/auth/tokens';
import { createMailer } from './platform/mail';
import { createAddressProvider } from './modules/addresses';

function jwtSecret(env: Env): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.resolve(env.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createDeps(env: Env, db: Db, log: FastifyBaseLogger, overrides: Partial<Deps> = {}): Deps {
  const uploadDir = path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads'));
  mkdirSync(uploadDir, { recursive: true });
  return {
    db,
    env,
    tokens: createTokenSigner(jwtSecret(env)),
    mailer: createMailer(env, log),
    addresses: createAddressProvider(env, db, log),
    uploadDir,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    log,
    now: () => new Date(),
    ...overrides,
  };
}
