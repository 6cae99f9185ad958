import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// Resolved here so that consumers do not rely on pnpm hoisting these for them.
const tsJest = require.resolve('ts-jest');

export function basePreset() {
  return {
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: {
      '^.+\\.tsx?$': [tsJest, { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }],
    },
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    clearMocks: true,
  };
}
