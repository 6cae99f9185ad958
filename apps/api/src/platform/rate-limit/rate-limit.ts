import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../../config';

/**
 * Counts attempts per key within a window. Blocking is decided before the work (`retryAfter`),
 * counting after it (`hit`), so that a login can count only failures.
 */
export interface AttemptLimiter {
  /** Seconds to wait when the key has used up its attempts, else null. */
  retryAfter(key: string): Promise<number | null>;
  /** Counts one attempt. */
  hit(key: string): Promise<void>;
  /** Forgets the key's attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  limiter(name: string, rule: RateLimitRule): AttemptLimiter;
}

function secondsUntil(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

function wrap(limiter: RateLimiterAbstract, points: number): AttemptLimiter {
  return {
    async retryAfter(key) {
      const state = await limiter.get(key);
      if (!state || state.consumedPoints < points) return null;
      return secondsUntil(state.msBeforeNext);
    },
    async hit(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        // Over the limit: the next retryAfter() reports it. Anything else is a store failure.
        if (!(error instanceof RateLimiterRes)) throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export function createMemoryRateLimitStore(): RateLimitStore {
  return {
    limiter(name, rule) {
      return wrap(new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds }), rule.points);
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
      return wrap(limiter, rule.points);
    },
  };
}

/** Several limiters checked together, e.g. per account and per client address. */
export function blockedFor(checks: Array<[AttemptLimiter, string]>): Promise<number | null> {
  return Promise.all(checks.map(([limiter, key]) => limiter.retryAfter(key))).then((waits) => {
    const blocked = waits.filter((wait): wait is number => wait !== null);
    return blocked.length ? Math.max(...blocked) : null;
  });
}
