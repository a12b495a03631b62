/**
 * Rate limits for every domain (docs/architecture.md "Rate limits"). The counters live in PostgreSQL (table rate_limits,
 * through rate-limiter-flexible's Drizzle store, the same code on a PostgreSQL server and on PGlite),
 * so a limit survives a restart and holds across instances. A domain defines its limits once:
 *   export const signupLimit = defineRateLimit({ name: 'signup-ip', points: 20, durationSeconds: 3600 });
 *   await signupLimit.consume(deps.db, ip); // 429 RATE_LIMITED with Retry-After once used up
 * Windows are fixed: they start at a key's first counted point and last `durationSeconds`.
 */
import { sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import type { Executor } from '../db/executor';
import { AppError } from '../errors';
import { rateLimits } from './rate-limit.schema';

export type RateLimitRule = {
  /** Unique name; the prefix of its keys in rate_limits. */
  name: string;
  /** Points (attempts) allowed per key per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
};

export type RateLimit = RateLimitRule & {
  /** Counts `points` for `key`; throws RATE_LIMITED (429, retryAfterSeconds) once the key is over its points. */
  consume: (db: Db, key: string, points?: number) => Promise<void>;
  /**
   * Counts `points` for `key` through `ex` (pass a transaction: the point commits, or rolls back, with
   * the change it limits, and costs no commit of its own); throws RATE_LIMITED like `consume`. One
   * statement, the same upsert and row as the store's, so `consume`, `refund` and `reset` share it.
   */
  consumeIn: (ex: Executor, key: string, points?: number) => Promise<void>;
  /** Counts one point; false (instead of an error) when the key is over its points. */
  tryConsume: (db: Db, key: string) => Promise<boolean>;
  /** Gives back points counted for an attempt that turned out fine. */
  refund: (db: Db, key: string, points?: number) => Promise<void>;
  /** Forgets the key's counter. */
  reset: (db: Db, key: string) => Promise<void>;
};

/** The store's limiter objects per database handle and limit name (they hold no counts themselves). */
const limiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>();
const names = new Set<string>();

function limiterFor(db: Db, rule: RateLimitRule): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) {
    byName = new Map();
    limiters.set(db, byName);
  }
  let limiter = byName.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      // the library deletes rows expired over an hour ago every 5 minutes; one timer per database is enough
      clearExpiredByTimeout: byName.size === 0,
    });
    byName.set(rule.name, limiter);
  }
  return limiter;
}

const retryAfterSeconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** The 429 for a used-up limit; `res` says how long until its window ends. */
function rateLimited(res: RateLimiterRes): AppError {
  return new AppError('RATE_LIMITED', { retryAfterSeconds: retryAfterSeconds(res) });
}

/** Defines a limit; `name` must be unique in the app (it prefixes the stored keys). */
export function defineRateLimit(rule: RateLimitRule): RateLimit {
  if (names.has(rule.name)) throw new Error(`rate limit ${rule.name} is defined twice`);
  names.add(rule.name);
  return {
    ...rule,
    async consume(db, key, points = 1) {
      try {
        await limiterFor(db, rule).consume(key, points);
      } catch (err) {
        // the store rejects with a RateLimiterRes when the key is used up, with an Error when it fails
        if (err instanceof RateLimiterRes) throw rateLimited(err);
        throw err;
      }
    },
    async consumeIn(ex, key, points = 1) {
      // rate-limiter-flexible's RateLimiterDrizzle._upsert: a fixed window from the key's first point
      const now = new Date();
      const expire = new Date(now.getTime() + rule.durationSeconds * 1000);
      const expired = sql`${rateLimits.expire} <= ${sql.param(now, rateLimits.expire)}`;
      const [row] = await ex
        .insert(rateLimits)
        .values({ key: `${rule.name}:${key}`, points, expire })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            points: sql`case when ${expired} then ${points} else ${rateLimits.points} + ${points} end`,
            expire: sql`case when ${expired} then ${sql.param(expire, rateLimits.expire)} else ${rateLimits.expire} end`,
          },
        })
        .returning({ points: rateLimits.points, expire: rateLimits.expire });
      if (row.points > rule.points) {
        const wait = row.expire ? Math.max(row.expire.getTime() - Date.now(), 0) : 0;
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
      }
    },
    async tryConsume(db, key) {
      try {
        await limiterFor(db, rule).consume(key, 1);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },
    async refund(db, key, points = 1) {
      await limiterFor(db, rule).reward(key, points);
    },
    async reset(db, key) {
      await limiterFor(db, rule).delete(key);
    },
  };
}

/**
 * Counts one point for every [limit, key] pair (each is counted, in parallel); throws RATE_LIMITED
 * with the longest wait when any of them is used up.
 */
export async function consumeAll(db: Db, pairs: [RateLimit, string][]): Promise<void> {
  const results = await Promise.allSettled(pairs.map(([limit, key]) => limit.consume(db, key)));
  let limited: AppError | null = null;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    const err: unknown = result.reason;
    if (!(err instanceof AppError) || err.code !== 'RATE_LIMITED') throw err;
    if (!limited || (err.retryAfterSeconds ?? 0) > (limited.retryAfterSeconds ?? 0)) limited = err;
  }
  if (limited) throw limited;
}
