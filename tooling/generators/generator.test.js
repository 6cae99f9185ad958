import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import nodePlop from 'node-plop';
import { findWorkspaceRoot } from '@portal/eslint-config';
import { checkNewName, EDITED_FILES, featurePaths, MODULE_ORDER_FILE } from './feature-generator.js';
import { pnpmCommand } from './pnpm-command.js';

const root = findWorkspaceRoot(import.meta.dirname);
const [pnpm, ...pnpmPrefix] = pnpmCommand(root);
/** What a copy of the repository leaves out: installs, builds, caches and data of this checkout. */
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', '.turbo', '.data', 'test-results', 'playwright-report', 'coverage']);

test('names are kebab-case and free in the package, the API module and the schema folder', () => {
  assert.match(String(checkNewName(root, 'TeamContracts')), /kebab-case/);
  assert.match(String(checkNewName(root, 'team_contracts')), /kebab-case/);
  assert.match(
    String(checkNewName(root, 'billing')),
    /^packages\/billing, apps\/api\/src\/modules\/billing, packages\/api-schema\/src\/billing exist already: .*free in all three$/,
  );
  assert.equal(checkNewName(root, 'no-such-feature'), true);
});

test('a name taken in one layer only is refused, naming that place', () => {
  const copy = mkdtempSync(join(tmpdir(), 'portal-generator-names-'));
  try {
    mkdirSync(join(copy, 'apps/api/src/modules/reports'), { recursive: true });
    mkdirSync(join(copy, 'packages/api-schema/src'), { recursive: true });
    writeFileSync(join(copy, MODULE_ORDER_FILE), JSON.stringify({ 'company-users': [], audits: ['company-users'] }));
    writeFileSync(join(copy, 'packages/api-schema/src/invoices.ts'), '');
    assert.match(String(checkNewName(copy, 'reports')), /^apps\/api\/src\/modules\/reports exists already: /);
    assert.match(String(checkNewName(copy, 'invoices')), /^packages\/api-schema\/src\/invoices\.ts exists already: /);
    assert.match(String(checkNewName(copy, 'audits')), /module-order\.json lists audits already/);
    assert.equal(checkNewName(copy, 'contracts'), true);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

const execFileAsync = promisify(execFile);

/** Runs a command in the copy; fails the test with the command's output when it fails. */
async function run(cwd, command, args, env = {}) {
  try {
    await execFileAsync(command, args, {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: 10 * 60_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    assert.fail(`${command} ${args.join(' ')} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
  }
}

// The checks of the copy run side by side: each is one process after another, and this suite is
// often the last of the test command, with the other core idle.
describe('pnpm gen feature, run into a copy of the repository', { concurrency: true }, () => {
  const name = 'sample-feature';
  let copy;
  before(async () => {
    copy = mkdtempSync(join(tmpdir(), 'portal-generator-'));
    cpSync(root, copy, { recursive: true, filter: (source) => !LEFT_OUT.has(basename(source)) });
    // The generator runs from this checkout, where its own dependencies are installed; only what it
    // writes goes into the copy, which has none until the install below.
    const plop = await nodePlop(join(root, 'tooling/generators/plopfile.js'), { destBasePath: copy, force: false });
    const result = await plop.getGenerator('feature').runActions({ name, description: 'Samples the generator makes.', install: false });
    assert.deepEqual(
      result.failures.map((failure) => `${failure.path ?? failure.type}: ${failure.error}`),
      [],
    );
    // The lockfile gains the new package, so it cannot stay frozen (pnpm freezes it by itself where
    // CI is set); the store already has every dependency.
    await run(copy, pnpm, [...pnpmPrefix, 'install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  });
  after(() => copy && rmSync(copy, { recursive: true, force: true }));

  // Its folders whole, as lint's check reads them (with the root's ignore file); the rest of the
  // copy is this checkout, which lint checks already.
  test('what it writes is formatted as lint expects', async () => {
    await run(copy, pnpm, [...pnpmPrefix, 'exec', 'prettier', '--check', '--log-level', 'warn', ...featurePaths(name), ...EDITED_FILES]);
  });

  test('the feature package passes lint, typecheck and test with no edit', async () => {
    for (const script of ['lint', 'typecheck', 'test'])
      await run(copy, pnpm, [...pnpmPrefix, '--filter', `@portal/${name}`, 'run', script]);
  });

  test('it asks only for the name and the description: the module and the schema folder take the name', async () => {
    const plop = await nodePlop(join(root, 'tooling/generators/plopfile.js'), { destBasePath: copy, force: false });
    assert.deepEqual(
      plop.getGenerator('feature').prompts.map((prompt) => prompt.name),
      ['name', 'description'],
    );
    for (const path of featurePaths(name)) assert.ok(existsSync(join(copy, path)), `${path} is made`);
    assert.ok(existsSync(join(copy, `apps/api/src/modules/${name}/${name}.routes.ts`)));
    assert.match(
      readFileSync(join(copy, 'apps/api/src/modules/index.ts'), 'utf8'),
      new RegExp(`import \\{ sampleFeatureModule \\} from './${name}';`),
    );
  });

  test('its API module joins the module order above company-users, and the order passes', async () => {
    const orderText = readFileSync(join(copy, MODULE_ORDER_FILE), 'utf8');
    const order = JSON.parse(orderText);
    assert.deepEqual(Object.keys(order).at(-1), name);
    assert.deepEqual(order[name], ['company-users']);
    const before = readFileSync(join(root, MODULE_ORDER_FILE), 'utf8');
    assert.equal(
      orderText,
      `${before.trimEnd().replace(/\n\}$/, '')},\n  "${name}": ["company-users"]\n}\n`,
      'the other lines are kept as written',
    );
    await run(copy, pnpm, [
      ...pnpmPrefix,
      '--filter',
      '@portal/api',
      'exec',
      'depcruise',
      'src',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err-long',
    ]);
  });

  test('its API module and schema folder pass lint, typecheck and test, wired into the API', async () => {
    await run(copy, pnpm, [...pnpmPrefix, '--filter', '@portal/api-schema', 'run', 'typecheck']);
    await run(copy, pnpm, [
      ...pnpmPrefix,
      '--filter',
      '@portal/api-schema',
      'exec',
      'eslint',
      `src/${name}`,
      'src/index.ts',
      'src/constants.ts',
    ]);
    await run(copy, pnpm, [...pnpmPrefix, '--filter', '@portal/api', 'run', 'typecheck']);
    await run(copy, pnpm, [
      ...pnpmPrefix,
      '--filter',
      '@portal/api',
      'exec',
      'eslint',
      `src/modules/${name}`,
      'src/modules/index.ts',
      'src/schema.ts',
    ]);
    await run(copy, pnpm, [
      ...pnpmPrefix,
      '--filter',
      '@portal/api',
      'exec',
      'portal-jest',
      `src/modules/${name}`,
      'src/platform/access/route-access.test.ts',
    ]);
  });

  test('the portal composes the feature: typecheck, and its workspace and feature checks pass', async () => {
    const features = readFileSync(join(copy, 'apps/portal/src/features.ts'), 'utf8');
    assert.match(features, new RegExp(`from '@portal/${name}'`));
    assert.match(features, /liveTags: sampleFeatureLiveTags/);
    await run(copy, pnpm, [...pnpmPrefix, '--filter', '@portal/portal', 'run', 'typecheck']);
    await run(copy, pnpm, [...pnpmPrefix, '--filter', '@portal/portal', 'exec', 'eslint', 'src/features.ts']);
    await run(copy, pnpm, [...pnpmPrefix, '--filter', '@portal/portal', 'exec', 'portal-jest', 'src/features.test.ts']);
  });

  test('a second run with the same name is refused before it writes anything', async () => {
    const plop = await nodePlop(join(root, 'tooling/generators/plopfile.js'), { destBasePath: copy, force: false });
    const [prompt] = plop.getGenerator('feature').prompts;
    assert.match(String(prompt.validate(name)), new RegExp(`^${featurePaths(name).join(', ')} exist already`));
  });
});
