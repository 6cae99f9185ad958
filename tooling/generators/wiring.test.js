import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addDependency, addExportLine, addImport, addListEntry, addModuleToOrder } from './wiring.js';

const features = `import { nav as authNav } from '@portal/auth/light';
import {
  nav as billingNav,
  routes as billingRoutes,
} from '@portal/billing';
import type { NavItem } from '@portal/ui/light';

/** Every feature. */
export const features: PortalFeature[] = [
  { name: 'auth', nav: authNav },
  { name: 'billing', nav: billingNav },
];
`;

test('an import goes after the last import, multi-line ones included', () => {
  const result = addImport(features, "import * as teamContracts from '@portal/team-contracts';");
  assert.match(result, /from '@portal\/ui\/light';\nimport \* as teamContracts from '@portal\/team-contracts';\n\n\/\*\*/);
  assert.equal(addImport(result, "import * as teamContracts from '@portal/team-contracts';"), result);
});

test('an entry goes last in the named list, indented like the others', () => {
  const result = addListEntry(features, 'features', "{ name: 'team-contracts', nav: teamContracts.nav }");
  assert.match(result, /billingNav \},\n  \{ name: 'team-contracts', nav: teamContracts\.nav \},\n\];/);
  assert.equal(addListEntry(result, 'features', "{ name: 'team-contracts', nav: teamContracts.nav }"), result);
});

test('an entry goes into an empty list and after a last element without a comma', () => {
  assert.equal(
    addListEntry('export const modules: Module[] = [];\n', 'modules', 'auth'),
    'export const modules: Module[] = [\n  auth,\n];\n',
  );
  assert.equal(addListEntry('export const list = [\n    a\n];\n', 'list', 'b'), 'export const list = [\n    a,\n    b,\n];\n');
});

test('an entry joins a list written on one line on that line', () => {
  assert.equal(
    addListEntry('export const modules = [auth, users];\n', 'modules', 'contracts'),
    'export const modules = [auth, users, contracts];\n',
  );
});

test('a file of another shape stops the generator, naming what it looked for', () => {
  assert.throws(
    () => addListEntry('const features = [];', 'features', 'x', 'features.ts'),
    /features\.ts has no "export const features = \[\.\.\.\]"/,
  );
  assert.throws(() => addImport('export const a = 1;\n', "import a from 'a';", 'schema.ts'), /schema\.ts has no import statement/);
  assert.throws(() => addExportLine('const a = 1;\n', "export * from './b';", 'index.ts'), /index\.ts has no export line/);
});

test('an export line goes after the last export line', () => {
  const index = "export * from './auth';\nexport * from './billing';\n\n// end\n";
  assert.equal(
    addExportLine(index, "export * from './team-contracts';"),
    "export * from './auth';\nexport * from './billing';\nexport * from './team-contracts';\n\n// end\n",
  );
});

test('a dependency is added in order', () => {
  const manifest = JSON.stringify({ name: 'p', dependencies: { '@portal/billing': 'workspace:*', react: '^19' } }, null, 2);
  const result = JSON.parse(addDependency(manifest, '@portal/team-contracts', 'workspace:*'));
  assert.deepEqual(Object.keys(result.dependencies), ['@portal/billing', '@portal/team-contracts', 'react']);
});

test('a module joins the order last, one line per module as the file is written', () => {
  const order = '{\n  "company-users": [],\n  "billing": ["company-users"]\n}\n';
  assert.equal(
    addModuleToOrder(order, 'reports', ['company-users']),
    '{\n  "company-users": [],\n  "billing": ["company-users"],\n  "reports": ["company-users"]\n}\n',
  );
  assert.throws(
    () => addModuleToOrder(order, 'billing', ['company-users'], 'module-order.json'),
    /module-order\.json lists billing already/,
  );
  assert.throws(
    () => addModuleToOrder(order, 'reports', ['users'], 'module-order.json'),
    /module-order\.json has no users for reports to import/,
  );
});
