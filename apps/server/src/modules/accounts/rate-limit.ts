/**
 * A small in-memory fixed-window rate limiter for sign-in attempts and account mails.
 * One set of limiters per app (keyed by its Deps), so each test app starts fresh.
 */
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';

export type RateLimiter = {
  /** True when `key` has used up its attempts in the current window. */
  isLimited: (key: string) => boolean;
  /** Counts one attempt for `key`. */
  hit: (key: string) => void;
  /** Forgets `key` (e.g. after a successful sign-in). */
  reset: (key: string) => void;
};

/** A limiter allowing `max` attempts per `windowMs` milliseconds per key; `now` is the clock. */
export function createRateLimiter(opts: { max: number; windowMs: number; now: () => Date }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const now = opts.now().getTime();
    const w = windows.get(key);
    if (!w || now - w.start >= opts.windowMs) return null;
    return w;
  };
  return {
    isLimited: (key) => (current(key)?.count ?? 0) >= opts.max,
    hit(key) {
      const w = current(key);
      if (w) w.count += 1;
      else windows.set(key, { start: opts.now().getTime(), count: 1 });
      if (windows.size > 10_000) {
        // drop expired windows so the map cannot grow without bound
        for (const k of [...windows.keys()]) if (!current(k)) windows.delete(k);
      }
    },
    reset: (key) => {
      windows.delete(key);
    },
  };
}

/** Limits: failed sign-ins per e-mail and per IP per minute, account mails per address per minute. */
export const RATE_LIMITS = { loginPerEmail: 10, loginPerIp: 30, mailsPerEmail: 5, windowMs: 60_000 } as const;

export type AccountLimiters = { loginByEmail: RateLimiter; loginByIp: RateLimiter; mailsByEmail: RateLimiter };

const limitersByApp = new WeakMap<Deps, AccountLimiters>();

/** The limiters of the app that owns `deps`. */
export function accountLimiters(deps: Deps): AccountLimiters {
  let limiters = limitersByApp.get(deps);
  if (!limiters) {
    const windowMs = RATE_LIMITS.windowMs;
    limiters = {
      loginByEmail: createRateLimiter({ max: RATE_LIMITS.loginPerEmail, windowMs, now: deps.now }),
      loginByIp: createRateLimiter({ max: RATE_LIMITS.loginPerIp, windowMs, now: deps.now }),
      mailsByEmail: createRateLimiter({ max: RATE_LIMITS.mailsPerEmail, windowMs, now: deps.now }),
    };
    limitersByApp.set(deps, limiters);
  }
  return limiters;
}

/** Throws RATE_LIMITED (429) when any of the given limiter/key pairs is used up. */
export function assertNotLimited(checks: [RateLimiter, string][]): void {
  if (checks.some(([limiter, key]) => limiter.isLimited(key))) throw new AppError('RATE_LIMITED');
}
