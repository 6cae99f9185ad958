import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { Linter } from 'eslint';
import { config, findWorkspaceRoot } from './index.js';

// A server package: its boundary patterns forbid client packages such as @portal/ui.
const packageDir = join(findWorkspaceRoot(import.meta.dirname), 'apps', 'api');
const linter = new Linter({ cwd: packageDir });
const options = {
  restrictedImports: [{ files: ['**/*.routes.ts'], patterns: [{ group: ['drizzle-orm'], message: 'Routes call operations.' }] }],
  browserFiles: ['src/**/browser/*.js'],
};
const rules = (code, fileName) =>
  linter.verify(code, config(packageDir, options), { filename: join(packageDir, fileName) }).map((message) => message.ruleId);

test('restricted imports apply to their files only, on top of the package boundaries', () => {
  const code = "import { eq } from 'drizzle-orm';\nimport { ui } from '@portal/ui';\nexport const used = [eq, ui];\n";
  const inRoute = linter.verify(code, config(packageDir, options), { filename: join(packageDir, 'src/x/x.routes.ts') });
  assert.equal(inRoute.length, 2);
  assert.match(inRoute[0].message, /Routes call operations\./);
  assert.match(inRoute[1].message, /@portal\/api-schema/);
  const elsewhere = linter.verify(code, config(packageDir, options), { filename: join(packageDir, 'src/x/x.ts') });
  assert.equal(elsewhere.length, 1);
  assert.match(elsewhere[0].message, /@portal\/api-schema/);
});

test('browser files know browser globals only', () => {
  assert.deepEqual(rules('window.alert(document.title);\n', 'src/x/browser/page.js'), []);
  assert.deepEqual(rules('process.exit(1);\n', 'src/x/browser/page.js'), ['no-undef']);
  assert.deepEqual(rules('process.exit(1);\n', 'src/x/server.js'), []);
});

test("a whole library's entry is refused, its modules are not, in every block of the rule", () => {
  const code = "import { Button } from '@mui/material';\nimport Box from '@mui/material/Box';\nexport const used = [Button, Box];\n";
  for (const fileName of ['src/x/x.ts', 'src/x/x.routes.ts']) {
    const messages = linter.verify(code, config(packageDir, options), { filename: join(packageDir, fileName) });
    assert.equal(messages.length, 1, fileName);
    assert.match(messages[0].message, /Import the one module you need from @mui\/material \(@mui\/material\/Name\)/);
  }
});
