import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { normaliseRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@portal/api-schema';

/** The keys of two-factor sign-in, each derived from TWO_FACTOR_ENCRYPTION_KEY for one purpose only. */
export interface TwoFactorKeys {
  /** AES-256-GCM key of the TOTP secrets. */
  secrets: Buffer;
  /** HMAC-SHA-256 key of the recovery codes' hashes. */
  recoveryCodes: Buffer;
}

export function deriveTwoFactorKeys(masterKey: Buffer): TwoFactorKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `portal two-factor ${purpose}`, 32));
  return { secrets: derive('secrets'), recoveryCodes: derive('recovery codes') };
}

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts a TOTP secret for one user. The user's id is the additional data, so a secret copied to
 * another user's row does not decrypt there. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
export function encryptSecret(keys: TwoFactorKeys, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.secrets, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret of `encryptSecret`; throws when the value was changed, belongs to another user or another key. */
export function decryptSecret(keys: TwoFactorKeys, userId: string, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unknown two-factor secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys.secrets, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * What is stored of a recovery code: keyed, so that a copy of the table alone cannot be searched
 * for the codes; bound to the user, so one code hashes differently for everyone.
 */
export function hashRecoveryCode(keys: TwoFactorKeys, userId: string, code: string): string {
  return createHmac('sha256', keys.recoveryCodes)
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}

function recoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** A new set of distinct recovery codes. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(recoveryCode());
  return [...codes];
}
