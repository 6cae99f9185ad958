export default {
  preset: '@portal/jest-preset/node',
  // Each file starts its own database (PGlite takes seconds to boot, more under load).
  testTimeout: 30_000,
};
