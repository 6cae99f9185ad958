import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingOptions } from '../../config';

export interface PasswordHasher {
  /** argon2id PHC string with its own random salt. */
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without an account, so that an unknown e-mail address
   * answers as slowly as a wrong password.
   */
  verifyAgainstDummy(password: string): Promise<false>;
}

export function createPasswordHasher(options: PasswordHashingOptions): PasswordHasher {
  // The default algorithm of @node-rs/argon2 is argon2id.
  const hashOptions = { memoryCost: options.memoryCost, timeCost: options.timeCost, parallelism: options.parallelism };
  let dummyHash: Promise<string> | undefined;

  async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash never matches.
      return false;
    }
  }

  return {
    hash: (password) => hash(password, hashOptions),
    verify: verifyPassword,
    async verifyAgainstDummy(password) {
      dummyHash ??= hash('not-a-real-password', hashOptions);
      await verifyPassword(await dummyHash, password);
      return false;
    },
  };
}
