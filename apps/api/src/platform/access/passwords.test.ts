import { describe, expect, test } from '@jest/globals';
import { createPasswordHasher } from './passwords';

const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

describe('password hashing', () => {
  test('uses argon2id with a salt of its own each time', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(first).not.toBe(second);
  });

  test('verifies the right password only', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'Correct horse battery')).toBe(false);
  });

  test('a malformed stored hash never matches', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });

  test('the dummy verification always fails', async () => {
    expect(await hasher.verifyAgainstDummy('not-a-real-password')).toBe(false);
  });
});
