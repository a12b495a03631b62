/**
 * Signed JWTs (HS256, jose): login tokens that expire after TOKEN_TTL_SECONDS (doc 1 §9) and
 * purpose-bound tokens (password reset, e-mail verification, dwelling status links).
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { TOKEN_TTL_SECONDS } from '@udlejning/shared/accounts/user';
import { AppError } from '../errors';

export type TokenPurpose = 'login' | 'reset-password' | 'verify-email' | 'dwelling-status' | 'seeker-sign-in' | 'seeker-session';

export type TokenSigner = {
  /** Signs `claims` for `purpose`; `ttlSeconds` defaults to the login lifetime (3600 s). */
  sign: (purpose: TokenPurpose, claims: Record<string, unknown>, ttlSeconds?: number) => Promise<string>;
  /**
   * Verifies a token of `purpose` and returns its claims.
   * Throws AppError TOKEN_EXPIRED when expired, UNAUTHENTICATED when invalid or of another purpose.
   */
  verify: (purpose: TokenPurpose, token: string) => Promise<Record<string, unknown> & { exp: number; iat: number }>;
};

type Claims = Record<string, unknown> & { exp: number; iat: number };

/**
 * The claims of a login token: the user id as `sub` and the user's token version as `ver`. The actor
 * hook refuses a token whose `ver` is not the user's current users.token_version, so bumping it (a
 * password change or reset) ends every session signed before (issue 9 §2).
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

/** Signs and verifies HS256 tokens with `secret` (JWT_SECRET). */
export function createTokenSigner(secret: string): TokenSigner {
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
    async sign(purpose, claims, ttlSeconds = TOKEN_TTL_SECONDS) {
      return new SignJWT({ ...claims, purpose })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await key);
    },
    async verify(purpose, token) {
      const known = verified.get(token);
      if (known) {
        // the same check jose makes (exp in seconds, no clock tolerance)
        if (known.exp <= Math.floor(Date.now() / 1000)) throw new AppError('TOKEN_EXPIRED');
        if (known.purpose !== purpose) throw new AppError('UNAUTHENTICATED');
        return known;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (payload.purpose !== purpose) throw new AppError('UNAUTHENTICATED');
        const claims = payload as Claims;
        if (purpose === 'login') verified.set(token, claims);
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
        if (err instanceof AppError) throw err;
        throw new AppError('UNAUTHENTICATED');
      }
    },
  };
}
