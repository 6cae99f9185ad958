import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { blockedFor, createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore } from './rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 1 }) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: Array<[string, () => RateLimitStore]> = [['memory', createMemoryRateLimitStore]];
if (redis) stores.push(['redis', () => createRedisRateLimitStore(redis, `test-${randomUUID()}`)]);

describe.each(stores)('%s store', (_name, createStore) => {
  test('blocks a key once it has used its points, until the window ends', async () => {
    const limiter = createStore().limiter('attempts', { points: 3, durationSeconds: 60 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await limiter.retryAfter('alice')).toBeNull();
      await limiter.hit('alice');
    }
    const wait = await limiter.retryAfter('alice');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.retryAfter('bob')).toBeNull();
  });

  test('hits beyond the limit keep it blocked without failing', async () => {
    const limiter = createStore().limiter('attempts', { points: 1, durationSeconds: 60 });
    await limiter.hit('carol');
    await expect(limiter.hit('carol')).resolves.toBeUndefined();
    expect(await limiter.retryAfter('carol')).not.toBeNull();
  });

  test('reset forgets the key', async () => {
    const limiter = createStore().limiter('attempts', { points: 1, durationSeconds: 60 });
    await limiter.hit('dave');
    await limiter.reset('dave');
    expect(await limiter.retryAfter('dave')).toBeNull();
  });

  test('limiters of different names count apart', async () => {
    const store = createStore();
    const first = store.limiter('first', { points: 1, durationSeconds: 60 });
    const second = store.limiter('second', { points: 1, durationSeconds: 60 });
    await first.hit('erin');
    expect(await second.retryAfter('erin')).toBeNull();
  });

  test('blockedFor reports the longest wait of several limiters', async () => {
    const store = createStore();
    const short = store.limiter('short', { points: 1, durationSeconds: 10 });
    const long = store.limiter('long', { points: 1, durationSeconds: 100 });
    expect(await blockedFor([[short, 'k'], [long, 'k']])).toBeNull();
    await short.hit('k');
    await long.hit('k');
    expect(await blockedFor([[short, 'k'], [long, 'k']])).toBeGreaterThan(10);
  });
});

test('the Redis store keeps limiting in memory while Redis is unreachable', async () => {
  const unreachable = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  unreachable.on('error', () => undefined);
  try {
    const limiter = createRedisRateLimitStore(unreachable).limiter('attempts', { points: 2, durationSeconds: 60 });
    await limiter.hit('frank');
    expect(await limiter.retryAfter('frank')).toBeNull();
    await limiter.hit('frank');
    expect(await limiter.retryAfter('frank')).toBeGreaterThan(0);
  } finally {
    unreachable.disconnect();
  }
});
