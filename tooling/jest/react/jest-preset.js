import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { basePreset } from '../base.js';

const require = createRequire(import.meta.url);

export default {
  ...basePreset(),
  testEnvironment: require.resolve('jest-environment-jsdom'),
  setupFiles: [fileURLToPath(new URL('./jsdom-globals.js', import.meta.url))],
  setupFilesAfterEnv: [fileURLToPath(new URL('./setup.js', import.meta.url))],
  moduleNameMapper: {
    ...basePreset().moduleNameMapper,
    '\\.(css|svg|png|jpg|webp|woff2?)$': fileURLToPath(new URL('./file-stub.js', import.meta.url)),
  },
};
