import { afterAll, describe, expect, test } from '@jest/globals';
import { createSandboxLinks, type SandboxLinks } from './sandbox-links';

let tried = 0;
let failed = 0;
/** Counts every verification and whether it answered as expected. */
function counted(inner: SandboxLinks): SandboxLinks {
  return {
    sign: inner.sign,
    verify(...args) {
      tried += 1;
      return inner.verify(...args);
    },
  };
}
const links = counted(createSandboxLinks('a-sandbox-link-secret-of-32-characters'));
afterAll(() => console.log(`sandbox link tokens: ${tried} verifications tried, ${failed} failed`));
const expectVerdict = (actual: boolean, expected: boolean) => {
  if (actual !== expected) failed += 1;
  expect(actual).toBe(expected);
};
const now = 1_800_000_000_000;

describe('sandbox links', () => {
  test('a token opens the thing it was signed for until it expires', () => {
    const token = links.sign('checkout', 'PAY-1', 60_000, now);
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    expectVerdict(links.verify('checkout', 'PAY-1', token, now), true);
    expectVerdict(links.verify('checkout', 'PAY-1', token, now + 59_000), true);
    expectVerdict(links.verify('checkout', 'PAY-1', token, now + 60_000), false);
  });

  test('another thing, another kind, another key, a changed expiry or any other spelling is refused', () => {
    const token = links.sign('checkout', 'PAY-1', 60_000, now);
    const [expiry, mac] = token.split('.') as [string, string];
    expectVerdict(links.verify('checkout', 'PAY-2', token, now), false);
    expectVerdict(links.verify('call', 'PAY-1', token, now), false);
    expectVerdict(counted(createSandboxLinks('another-sandbox-link-secret-of-32-chars')).verify('checkout', 'PAY-1', token, now), false);
    expectVerdict(links.verify('checkout', 'PAY-1', `${Number(expiry) + 1}.${mac}`, now), false);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let respelled = 0;
    for (const position of [0, 21, 42]) {
      for (const character of alphabet) {
        if (mac[position] === character) continue;
        respelled += 1;
        const other = `${mac.slice(0, position)}${character}${mac.slice(position + 1)}`;
        expectVerdict(links.verify('checkout', 'PAY-1', `${expiry}.${other}`, now), false);
      }
    }
    expect(respelled).toBe(3 * 63);
    for (const bad of [undefined, '', mac, `${expiry}.`, `${expiry}.${mac}=`, `x.${mac}`]) {
      expectVerdict(links.verify('checkout', 'PAY-1', bad, now), false);
    }
  });
});
