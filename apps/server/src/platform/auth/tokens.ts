/**
 * Signed JWTs (HS256, jose): login tokens that expire after TOKEN_TTL_SECONDS (doc 1 §9) and
 * purpose-bound tokens (password reset, e-mail verification, dwelling status links, seeker links
 * and sessions). Every token must carry `iat` and `exp`; a token is refused when its lifetime
 * (exp − iat) is longer than its purpose's (TOKEN_LIFETIMES_SECONDS) or it was issued in the future
 * (beyond CLOCK_SKEW_SECONDS), even when our key signed it (docs/architecture.md "Auth and sessions").
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  RESET_TOKEN_TTL_SECONDS,
  UNDO_EMAIL_CHANGE_TTL_SECONDS,
  VERIFY_EMAIL_TOKEN_TTL_SECONDS,
} from '@udlejning/shared/accounts/reset.schema';
import { TOKEN_TTL_SECONDS } from '@udlejning/shared/accounts/user';
import { STATUS_TOKEN_TTL_DAYS } from '@udlejning/shared/dwellings/lifecycle';
import { AppError } from '../errors';

export type TokenPurpose =
  | 'login'
  | 'reset-password'
  | 'verify-email'
  | 'undo-email-change'
  | 'dwelling-status'
  | 'seeker-sign-in'
  | 'seeker-session';

export type TokenSigner = {
  /** The signer's clock, seconds since the epoch (the real time, or the journeys' test clock). */
  nowSeconds: () => number;
  /** Signs `claims` for `purpose`; `ttlSeconds` defaults to the login lifetime (3600 s). */
  sign: (purpose: TokenPurpose, claims: Record<string, unknown>, ttlSeconds?: number) => Promise<string>;
  /**
   * Verifies a token of `purpose` and returns its claims.
   * Throws AppError TOKEN_EXPIRED when expired, UNAUTHENTICATED when invalid or of another purpose.
   */
  verify: (purpose: TokenPurpose, token: string) => Promise<Record<string, unknown> & { exp: number; iat: number }>;
};

type Claims = Record<string, unknown> & { exp: number; iat: number };

const DAY_S = 24 * 3600;

/**
 * The longest lifetime (exp − iat, seconds) a token of each purpose may have: login 1 hour (doc 1
 * §9), reset 1 hour, e-mail verification 7 days, undoing an e-mail change 7 days, status links STATUS_TOKEN_TTL_DAYS, the seeker's
 * mailed sign-in link 1 hour and the seeker's session 30 days.
 */
export const TOKEN_LIFETIMES_SECONDS = {
  login: TOKEN_TTL_SECONDS,
  'reset-password': RESET_TOKEN_TTL_SECONDS,
  'verify-email': VERIFY_EMAIL_TOKEN_TTL_SECONDS,
  'undo-email-change': UNDO_EMAIL_CHANGE_TTL_SECONDS,
  'dwelling-status': STATUS_TOKEN_TTL_DAYS * DAY_S,
  'seeker-sign-in': 3600,
  'seeker-session': 30 * DAY_S,
} as const satisfies Record<TokenPurpose, number>;

/** How far a token's `iat` may lie in the future (another server's clock), seconds. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * True when `payload` has numeric `iat` and `exp`, was not issued more than CLOCK_SKEW_SECONDS in
 * the future, and lives at most its purpose's lifetime.
 */
function hasSaneTimes(purpose: TokenPurpose, payload: Record<string, unknown>, nowMs: number): payload is Claims {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp)) return false;
  const now = Math.floor(nowMs / 1000);
  return iat <= now + CLOCK_SKEW_SECONDS && exp - iat <= TOKEN_LIFETIMES_SECONDS[purpose];
}

/**
 * The claims of a login token: the user id as `sub` and the user's token version as `ver`. The actor
 * hook refuses a token whose `ver` is not the user's current users.token_version, so bumping it (a
 * password change or reset) ends every session signed before (docs/architecture.md "Auth and sessions").
 */
export function loginClaims(userId: number, tokenVersion: number): Record<string, unknown> {
  return { sub: String(userId), ver: tokenVersion };
}

/** The token version a login token's claims carry; 0 for a token signed before versions existed. */
export function tokenVersionOf(claims: Record<string, unknown>): number {
  return typeof claims.ver === 'number' && Number.isInteger(claims.ver) ? claims.ver : 0;
}

/** How many verified login tokens are remembered (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Signs and verifies HS256 tokens with `secret` (JWT_SECRET), on the clock `nowMs` (ms since the epoch): the real
 * time, read at each call, or the journeys' test clock (platform/clock/test-clock.ts).
 */
export function createTokenSigner(secret: string, nowMs: () => number = () => Date.now()): TokenSigner {
  const nowSeconds = () => Math.floor(nowMs() / 1000);
  // a WebCrypto key imported once: given raw bytes or a secret KeyObject, jose imports the secret
  // again on every sign and verify (a noticeable share of a request's CPU time)
  const key = webcrypto.subtle.importKey('raw', Buffer.from(secret, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  // login tokens whose signature was verified, by their exact text: a browser sends the same token
  // for an hour, and WebCrypto's HMAC job was ~10% of a request's CPU. Expiry and purpose are still
  // checked on every use; the user row is still read on every request (actor-hook.ts).
  const verified = new LRUCache<string, Claims>({ max: VERIFIED_TOKENS_KEPT });
  return {
    nowSeconds,
    async sign(purpose, claims, ttlSeconds = TOKEN_TTL_SECONDS) {
      if (ttlSeconds > TOKEN_LIFETIMES_SECONDS[purpose])
        throw new Error(`a ${purpose} token lives at most ${TOKEN_LIFETIMES_SECONDS[purpose]} s`);
      return new SignJWT({ ...claims, purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + ttlSeconds)
        .sign(await key);
    },
    async verify(purpose, token) {
      const known = verified.get(token);
      if (known) {
        // the same check jose makes (exp in seconds, no clock tolerance)
        if (known.exp <= nowSeconds()) throw new AppError('TOKEN_EXPIRED');
        if (known.purpose !== purpose) throw new AppError('UNAUTHENTICATED');
        return known;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat'],
          currentDate: new Date(nowMs()),
        });
        if (payload.purpose !== purpose) throw new AppError('UNAUTHENTICATED');
        if (!hasSaneTimes(purpose, payload, nowMs())) throw new AppError('UNAUTHENTICATED');
        if (purpose === 'login') verified.set(token, payload);
        return payload;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        if (err instanceof AppError) throw err;
        throw new AppError('UNAUTHENTICATED');
      }
    },
  };
}
