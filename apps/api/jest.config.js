export default {
  preset: '@portal/jest-preset/node',
  // Each file starts its own database (PGlite takes seconds to boot) and some seed the whole demo
  // data into it: alongside the packages' suites on two cores, such a setup has taken over 30 s.
  // A test that hangs still fails, a minute later.
  testTimeout: 60_000,
  // The longest suite of the repository: once the packages' shorter suites are done, it has both
  // cores to itself (jest's default would leave it one).
  maxWorkers: 2,
};
