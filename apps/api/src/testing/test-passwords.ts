import { createPasswordHasher } from '../platform/access/passwords';

/** Cheap argon2id settings: hashing cost is not what the tests are about. */
export const TEST_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const testPasswords = createPasswordHasher(TEST_PASSWORD_HASHING);
