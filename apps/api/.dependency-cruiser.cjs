// The import graph of the API's production code, checked by `pnpm lint` (depcruise src): no
// cycles, and the modules import one another only downwards. Tests and their fixtures are left
// out: a test may reach into any module.

/** Each module and the modules it may import (its index.ts or tables.ts; eslint says which files). */
const MODULE_ORDER = {
  'company-users': [],
  auth: ['company-users'],
  hiring: ['company-users'],
  'team-contracts': ['hiring', 'company-users'],
  billing: ['team-contracts', 'company-users'],
};

const MODULES = Object.keys(MODULE_ORDER);

const upwardImports = MODULES.map((name) => {
  const forbidden = MODULES.filter((other) => other !== name && !MODULE_ORDER[name].includes(other));
  return {
    name: `module-order-${name}`,
    severity: 'error',
    comment:
      `${name} may import only ${MODULE_ORDER[name].join(' and ') || 'no other module'}: the modules import one another downwards ` +
      '(company-users at the bottom, then auth and hiring, then team-contracts, then billing). Take what you need of a higher module in through ' +
      "your module's deps or services, typed in your module and handed over by modules/index.ts, or register it " +
      'from the owning module into a registry your module defines (as the activity subjects and connection figures are).',
    from: { path: `^src/modules/${name}/` },
    to: { path: `^src/modules/(${forbidden.join('|')})/` },
  };
}).filter((rule) => rule.to.path !== '^src/modules/()/');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This import closes a cycle (the files of the cycle are listed above). Move what both sides need into a file ' +
        'that imports neither (a *-queries.ts or a file named by its subject), or, between modules, hand it to the ' +
        "module that needs it through its deps from modules/index.ts.",
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment:
        'The platform serves every module and imports none: define what it needs as a type or a registry in the ' +
        'platform and let the modules fill it (as platform/dashboard does with the action sources).',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    ...upwardImports,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '^src/testing/', '^src/proofs/'] },
    // Type-only imports count: a cycle of types is a cycle of the design.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
