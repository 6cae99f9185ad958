import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../../config';

/** What `take` answers: the attempt is granted (the key's count, this one included) or refused. */
type Attempt = { granted: true; used: number } | { granted: false; retryAfter: number };

/**
 * Counts attempts per key within a window. An attempt is taken before the work, in one atomic step
 * of the store, so that concurrent requests (in this process or another) cannot all pass a check
 * made before any of them counted; an attempt that should not count (a correct password) is given
 * back afterwards.
 */
export interface AttemptLimiter {
  /** Takes one attempt if the key has one left; `windowSeconds` sets the window of a key it starts. */
  take(key: string, options?: { windowSeconds?: number }): Promise<Attempt>;
  /** Gives back an attempt taken for work that should not count. */
  giveBack(key: string): Promise<void>;
  /** Counts one attempt whatever the limit, and answers the key's count in its window. */
  hit(key: string): Promise<number>;
  /** Attempts counted in the key's current window. */
  used(key: string): Promise<number>;
  /** Refuses the key for that many seconds, from now. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets the key's attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  limiter(name: string, rule: RateLimitRule): AttemptLimiter;
}

function secondsUntil(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

function wrap(limiter: RateLimiterAbstract): AttemptLimiter {
  return {
    async take(key, options) {
      try {
        const result = await limiter.consume(key, 1, options?.windowSeconds ? { customDuration: options.windowSeconds } : {});
        return { granted: true, used: result.consumedPoints };
      } catch (error) {
        // Refused: over the limit. Anything else is a store failure.
        if (!(error instanceof RateLimiterRes)) throw error;
        return { granted: false, retryAfter: secondsUntil(error.msBeforeNext) };
      }
    },
    async giveBack(key) {
      await limiter.reward(key, 1);
    },
    async hit(key) {
      return (await limiter.penalty(key, 1)).consumedPoints;
    },
    async used(key) {
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
    async block(key, seconds) {
      await limiter.block(key, seconds);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export function createMemoryRateLimitStore(): RateLimitStore {
  return {
    limiter(name, rule) {
      return wrap(new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds }));
    },
  };
}

/** Counters shared by every API process through Redis; falls back to memory while Redis is unreachable. */
export function createRedisRateLimitStore(redis: Redis, keyPrefix = 'portal'): RateLimitStore {
  return {
    limiter(name, rule) {
      const options = { points: rule.points, duration: rule.durationSeconds };
      const limiter = new RateLimiterRedis({
        ...options,
        storeClient: redis,
        keyPrefix: `${keyPrefix}:${name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ ...options, keyPrefix: `${keyPrefix}:${name}` }),
      });
      return wrap(limiter);
    },
  };
}

/**
 * Takes one attempt from each limiter: null when every one granted it, else the longest wait, and
 * the attempts already taken are given back (a refused request counts nowhere).
 */
export async function takeAll(checks: Array<[AttemptLimiter, string]>): Promise<number | null> {
  const attempts = await Promise.all(checks.map(([limiter, key]) => limiter.take(key)));
  const waits = attempts.flatMap((attempt) => (attempt.granted ? [] : [attempt.retryAfter]));
  if (!waits.length) return null;
  await Promise.all(checks.map(([limiter, key], index) => (attempts[index]?.granted ? limiter.giveBack(key) : undefined)));
  return Math.max(...waits);
}
