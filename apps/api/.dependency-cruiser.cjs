// The import graph of the API's production code, checked by `pnpm lint` (depcruise src): no
// cycles, and the modules import one another only downwards. Tests and their fixtures are left
// out: a test may reach into any module.

// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser loads this file as CommonJS
const { readdirSync, readFileSync } = require('node:fs');

const ORDER_FILE = 'src/modules/module-order.json';

/**
 * Each module and the modules it may import (its index.ts or tables.ts; eslint says which files).
 * It is data rather than code here so that `pnpm gen feature` can add a new module to it.
 * @type {Record<string, string[]>}
 */
const MODULE_ORDER = JSON.parse(readFileSync(`${__dirname}/${ORDER_FILE}`, 'utf8'));

const MODULES = Object.keys(MODULE_ORDER);

// A typo in the order would otherwise forbid nothing, silently.
for (const [name, imports] of Object.entries(MODULE_ORDER)) {
  const unknown = imports.filter((other) => !MODULES.includes(other));
  if (unknown.length > 0) throw new Error(`${ORDER_FILE}: ${name} may import ${unknown.join(', ')}, which the order does not list`);
}

const UNLISTED_MODULES = readdirSync(`${__dirname}/src/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !MODULES.includes(entry.name))
  .map((entry) => entry.name);

// A module missing from the order would be free to import any other, so its absence is an error:
// reported on its imports and on the imports of it (modules/index.ts composes every module).
const unlistedModules = UNLISTED_MODULES.flatMap((name) => {
  const rule = {
    name: `module-order-lists-${name}`,
    severity: 'error',
    comment:
      `src/modules/${name} is not in ${ORDER_FILE}: add it there with the modules it may import ` +
      '(company-users, the bottom, is the usual one), so that the order constrains it like the others.',
  };
  return [
    { ...rule, from: { path: `^src/modules/${name}/` }, to: {} },
    { ...rule, from: { pathNot: `^src/modules/${name}/` }, to: { path: `^src/modules/${name}/` } },
  ];
});

const upwardImports = MODULES.map((name) => {
  const forbidden = MODULES.filter((other) => other !== name && !MODULE_ORDER[name].includes(other));
  return {
    name: `module-order-${name}`,
    severity: 'error',
    comment:
      `${name} may import only ${MODULE_ORDER[name].join(' and ') || 'no other module'}: the modules import one another downwards, ` +
      `in the order of ${ORDER_FILE} (company-users at the bottom). Take what you need of a higher module in through ` +
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
        'module that needs it through its deps from modules/index.ts.',
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
    ...unlistedModules,
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
