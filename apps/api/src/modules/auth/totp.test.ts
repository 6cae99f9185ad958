import { describe, expect, test } from '@jest/globals';
import { Secret } from 'otpauth';
import { generateTotpSecret, isUnusedStep, matchTotpStep, otpauthUri, timeStep, totpCode } from './totp';

// RFC 6238, appendix B: the SHA-1 key is the ASCII "12345678901234567890"; the test vectors are 8
// digits, whose last 6 are the 6-digit codes.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '287082'],
  [1_111_111_109, '081804'],
  [1_111_111_111, '050471'],
  [1_234_567_890, '005924'],
  [2_000_000_000, '279037'],
  [20_000_000_000, '353130'],
];

describe('TOTP time steps', () => {
  test('a step is 30 seconds since the epoch', () => {
    expect(timeStep(0)).toBe(0);
    expect(timeStep(29_999)).toBe(0);
    expect(timeStep(30_000)).toBe(1);
    expect(timeStep(59_000)).toBe(1);
    expect(timeStep(1_111_111_109_000)).toBe(37_037_036);
    expect(timeStep(20_000_000_000_000)).toBe(666_666_666);
  });

  test.each(RFC_VECTORS)('the code of %i s is the one RFC 6238 gives (%s)', (seconds, code) => {
    expect(totpCode(RFC_SECRET, timeStep(seconds * 1000))).toBe(code);
    expect(matchTotpStep(RFC_SECRET, code, seconds * 1000)).toBe(timeStep(seconds * 1000));
  });

  test('a code is accepted one step either side of its own, and no further', () => {
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step), now)).toBe(step);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now)).toBe(step - 1);
    expect(matchTotpStep(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now)).toBe(step + 1);
    for (const far of [step - 3, step - 2, step + 2, step + 3]) {
      const code = totpCode(RFC_SECRET, far);
      // Unless the far step's code happens to equal a near one's (one in a million).
      const near = [step - 1, step, step + 1].map((candidate) => totpCode(RFC_SECRET, candidate));
      if (!near.includes(code)) expect(matchTotpStep(RFC_SECRET, code, now)).toBeNull();
    }
  });

  test('at the edge of a step, the step before is still accepted', () => {
    const start = 1_700_000_010_000 - (1_700_000_010_000 % 30_000);
    const previous = totpCode(RFC_SECRET, timeStep(start) - 1);
    expect(matchTotpStep(RFC_SECRET, previous, start)).toBe(timeStep(start) - 1);
    expect(matchTotpStep(RFC_SECRET, previous, start + 29_999)).toBe(timeStep(start) - 1);
    expect(matchTotpStep(RFC_SECRET, previous, start + 30_000)).toBeNull();
  });

  test('a wrong or malformed code matches nothing', () => {
    const now = 1_700_000_000_000;
    const right = totpCode(RFC_SECRET, timeStep(now));
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotpStep(RFC_SECRET, wrong, now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '', now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '12345', now)).toBeNull();
  });

  test('a step is used once, and never one older than the last used', () => {
    expect(isUnusedStep(100, null)).toBe(true);
    expect(isUnusedStep(100, 99)).toBe(true);
    expect(isUnusedStep(100, 100)).toBe(false);
    expect(isUnusedStep(99, 100)).toBe(false);
  });
});

describe('TOTP keys', () => {
  test('a new key has 160 random bits, in base32', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  test('the otpauth URI is what authenticator apps read: SHA-1, 6 digits, 30 s, issuer and account', () => {
    const secret = generateTotpSecret();
    const uri = otpauthUri(secret, 'admin@acme.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Client%20Portal:admin%40acme\.test\?/);
    const params = new URL(uri).searchParams;
    expect(params.get('secret')).toBe(secret);
    expect(params.get('issuer')).toBe('Client Portal');
    expect(params.get('algorithm')).toBe('SHA1');
    expect(params.get('digits')).toBe('6');
    expect(params.get('period')).toBe('30');
  });
});
