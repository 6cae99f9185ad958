import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, test } from '@jest/globals';
import { Redis } from 'ioredis';
import { createMemoryRateLimitStore, createRedisRateLimitStore, type RateLimitStore, takeAll } from './rate-limit';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 1 }) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: Array<[string, () => RateLimitStore]> = [['memory', createMemoryRateLimitStore]];
if (redis) stores.push(['redis', () => createRedisRateLimitStore(redis, `test-${randomUUID()}`)]);

describe.each(stores)('%s store', (_name, createStore) => {
  test('grants a key its points, then refuses it until the window ends', async () => {
    const limiter = createStore().limiter('attempts', { points: 3, durationSeconds: 60 });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect(await limiter.take('alice')).toEqual({ granted: true, used: attempt });
    const refused = await limiter.take('alice');
    expect(refused.granted).toBe(false);
    if (!refused.granted) {
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(60);
    }
    expect((await limiter.take('bob')).granted).toBe(true);
  });

  test('concurrent takes never grant more than the points', async () => {
    const limiter = createStore().limiter('attempts', { points: 5, durationSeconds: 60 });
    const attempts = await Promise.all(Array.from({ length: 40 }, () => limiter.take('carol')));
    expect(attempts.filter((attempt) => attempt.granted)).toHaveLength(5);
  });

  test('an attempt given back can be taken again', async () => {
    const limiter = createStore().limiter('attempts', { points: 1, durationSeconds: 60 });
    await limiter.take('dave');
    await limiter.giveBack('dave');
    expect((await limiter.take('dave')).granted).toBe(true);
  });

  test('hit counts whatever the limit; used reads the count; reset forgets it', async () => {
    const limiter = createStore().limiter('attempts', { points: 1, durationSeconds: 60 });
    expect(await limiter.used('erin')).toBe(0);
    expect(await limiter.hit('erin')).toBe(1);
    expect(await limiter.hit('erin')).toBe(2);
    expect(await limiter.used('erin')).toBe(2);
    await limiter.reset('erin');
    expect(await limiter.used('erin')).toBe(0);
  });

  test('block refuses the key for that long; a window of its own for a new key', async () => {
    const limiter = createStore().limiter('attempts', { points: 1, durationSeconds: 600 });
    await limiter.block('frank', 30);
    const blocked = await limiter.take('frank');
    expect(blocked.granted ? null : blocked.retryAfter).toBeGreaterThan(25);
    expect(blocked.granted ? null : blocked.retryAfter).toBeLessThanOrEqual(30);
    await limiter.take('grace', { windowSeconds: 7 });
    const held = await limiter.take('grace');
    expect(held.granted ? null : held.retryAfter).toBeLessThanOrEqual(7);
  });

  test('limiters of different names count apart', async () => {
    const store = createStore();
    const first = store.limiter('first', { points: 1, durationSeconds: 60 });
    const second = store.limiter('second', { points: 1, durationSeconds: 60 });
    await first.take('heidi');
    expect((await second.take('heidi')).granted).toBe(true);
  });

  test('takeAll answers the longest wait and gives back what it took', async () => {
    const store = createStore();
    const short = store.limiter('short', { points: 1, durationSeconds: 10 });
    const long = store.limiter('long', { points: 1, durationSeconds: 100 });
    const open = store.limiter('open', { points: 1, durationSeconds: 100 });
    expect(
      await takeAll([
        [short, 'k'],
        [long, 'k'],
      ]),
    ).toBeNull();
    expect(
      await takeAll([
        [short, 'k'],
        [long, 'k'],
        [open, 'k'],
      ]),
    ).toBeGreaterThan(10);
    expect(await open.used('k')).toBe(0);
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
    expect((await limiter.take('ivan')).granted).toBe(true);
    expect((await limiter.take('ivan')).granted).toBe(true);
    expect((await limiter.take('ivan')).granted).toBe(false);
  } finally {
    unreachable.disconnect();
  }
});
