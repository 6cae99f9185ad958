// The import graph of the portal's packages (packages/*/src and apps/portal/src), checked by the
// lint of @portal/house from the repository's root: no cycles. The API has its own configuration
// (apps/api/.dependency-cruiser.cjs). Tests are left out: a test may import what it likes.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This import closes a cycle (the files of the cycle are listed above). Move the shared piece down into its own ' +
        'file that imports neither side, or, when two features need it, into ui, api-client or api-schema.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '/dist/'] },
    // Type-only imports count: a cycle of types is a cycle of the design. A lazy route's import()
    // counts too, so a screen that imports its own routes file is caught.
    tsPreCompilationDeps: true,
    // The compiler options every package of the portal extends (the shell's tsconfig.json names
    // them), by an absolute path: a relative one is read from the folder depcruise runs in.
    tsConfig: { fileName: `${__dirname}/../../apps/portal/tsconfig.json` },
    // The workspace packages resolve through their node_modules links to the source their
    // package.json "exports" name, so that a cycle through another package's entry is seen too.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
