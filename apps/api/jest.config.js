export default {
  preset: '@portal/jest-preset/node',
  // Each file starts its own database (PGlite takes seconds to boot, more under load).
  testTimeout: 30_000,
  // The longest suite of the repository: once the packages' shorter suites are done, it has both
  // cores to itself (jest's default would leave it one).
  maxWorkers: 2,
};
