import { describe, expect, test } from '@jest/globals';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '@portal/api-schema';
import { decryptSecret, deriveTwoFactorKeys, encryptSecret, generateRecoveryCodes, hashRecoveryCode } from './two-factor-crypto';

const keys = deriveTwoFactorKeys(Buffer.alloc(32, 1));
const otherKeys = deriveTwoFactorKeys(Buffer.alloc(32, 2));
const USER = '6f1c1a0e-2a4b-4c55-9d1e-0a1b2c3d4e5f';
const OTHER_USER = '7a2d2b1f-3b5c-4d66-8e2f-1b2c3d4e5f60';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('encryption of TOTP keys', () => {
  test('round-trips, and never stores the key in the clear', () => {
    const stored = encryptSecret(keys, USER, SECRET);
    expect(stored).not.toContain(SECRET);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptSecret(keys, USER, stored)).toBe(SECRET);
  });

  test('encrypts the same key differently each time (a fresh IV)', () => {
    expect(encryptSecret(keys, USER, SECRET)).not.toBe(encryptSecret(keys, USER, SECRET));
  });

  test('refuses another key, another user and any change', () => {
    const stored = encryptSecret(keys, USER, SECRET);
    expect(() => decryptSecret(otherKeys, USER, stored)).toThrow();
    expect(() => decryptSecret(keys, OTHER_USER, stored)).toThrow();
    const [version, iv, tag, ciphertext] = stored.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSecret(keys, USER, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptSecret(keys, USER, `v2.${iv}.${tag}.${ciphertext}`)).toThrow(/format/);
    expect(() => decryptSecret(keys, USER, 'garbage')).toThrow();
  });

  test('derives separate keys for secrets and recovery codes', () => {
    expect(keys.secrets.equals(keys.recoveryCodes)).toBe(false);
    expect(keys.secrets).toHaveLength(32);
    expect(deriveTwoFactorKeys(Buffer.alloc(32, 1)).secrets.equals(keys.secrets)).toBe(true);
  });
});

describe('recovery codes', () => {
  test('ten distinct codes of the documented shape', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
  });

  test('hashes are keyed, per user, and ignore how the code was typed', () => {
    const [code = ''] = generateRecoveryCodes(1);
    const hash = hashRecoveryCode(keys, USER, code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(keys, USER, ` ${code.toUpperCase().replace('-', '')} `)).toBe(hash);
    expect(hashRecoveryCode(keys, OTHER_USER, code)).not.toBe(hash);
    expect(hashRecoveryCode(otherKeys, USER, code)).not.toBe(hash);
  });
});
