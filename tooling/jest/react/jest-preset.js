import { fileURLToPath } from 'node:url';
import { basePreset } from '../base.js';

export default {
  ...basePreset(),
  // Whole forms filled key by key, each step allowed Testing Library's wait (setup.js): a busy
  // two-core CI machine needs far more than jest's default 5 s.
  testTimeout: 60_000,
  testEnvironment: fileURLToPath(new URL('./environment.js', import.meta.url)),
  setupFilesAfterEnv: [fileURLToPath(new URL('./setup.js', import.meta.url))],
  moduleNameMapper: {
    ...basePreset().moduleNameMapper,
    '\\.(css|svg|png|jpg|webp|woff2?)$': fileURLToPath(new URL('./file-stub.js', import.meta.url)),
  },
};
