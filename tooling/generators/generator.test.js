import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import nodePlop from 'node-plop';
import { findWorkspaceRoot } from '@portal/eslint-config';
import { checkNewName } from './feature-generator.js';

const root = findWorkspaceRoot(import.meta.dirname);
/** What a copy of the repository leaves out: installs, builds, caches and data of this checkout. */
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', '.turbo', '.data', 'test-results', 'playwright-report', 'coverage']);

test('names are kebab-case and new', () => {
  assert.equal(checkNewName(root, 'team-contracts', 'feature'), existsSync(join(root, 'packages/team-contracts')) ? 'packages/team-contracts exists already' : true);
  assert.match(String(checkNewName(root, 'TeamContracts', 'feature')), /kebab-case/);
  assert.match(String(checkNewName(root, 'team_contracts', 'module')), /kebab-case/);
  assert.equal(checkNewName(root, 'billing', 'feature'), 'packages/billing exists already');
  assert.equal(checkNewName(root, 'billing', 'module'), 'apps/api/src/modules/billing exists already');
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
    const plop = await nodePlop(join(copy, 'tooling/generators/plopfile.js'), { destBasePath: copy, force: false });
    const result = await plop
      .getGenerator('feature')
      .runActions({ name, module: name, description: 'Samples the generator makes.', install: false });
    assert.deepEqual(
      result.failures.map((failure) => `${failure.path ?? failure.type}: ${failure.error}`),
      [],
    );
    // The lockfile gains the new package, so it cannot stay frozen (pnpm freezes it by itself where
    // CI is set); the store already has every dependency.
    await run(copy, 'pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
  });
  after(() => copy && rmSync(copy, { recursive: true, force: true }));

  test('the feature package passes lint, typecheck and test with no edit', async () => {
    for (const script of ['lint', 'typecheck', 'test']) await run(copy, 'pnpm', ['--filter', `@portal/${name}`, 'run', script]);
  });

  test('its API module and schema folder pass lint, typecheck and test, wired into the API', async () => {
    await run(copy, 'pnpm', ['--filter', '@portal/api-schema', 'run', 'typecheck']);
    await run(copy, 'pnpm', ['--filter', '@portal/api-schema', 'exec', 'eslint', `src/${name}`, 'src/index.ts', 'src/constants.ts']);
    await run(copy, 'pnpm', ['--filter', '@portal/api', 'run', 'typecheck']);
    await run(copy, 'pnpm', ['--filter', '@portal/api', 'exec', 'eslint', `src/modules/${name}`, 'src/modules/index.ts', 'src/schema.ts']);
    await run(copy, 'pnpm', ['--filter', '@portal/api', 'exec', 'portal-jest', `src/modules/${name}`, 'src/platform/access/route-access.test.ts']);
  });

  test('the portal composes the feature: typecheck, and its workspace and feature checks pass', async () => {
    const features = readFileSync(join(copy, 'apps/portal/src/features.ts'), 'utf8');
    assert.match(features, new RegExp(`from '@portal/${name}'`));
    assert.match(features, /liveTags: sampleFeatureLiveTags/);
    await run(copy, 'pnpm', ['--filter', '@portal/portal', 'run', 'typecheck']);
    await run(copy, 'pnpm', ['--filter', '@portal/portal', 'exec', 'eslint', 'src/features.ts']);
    await run(copy, 'pnpm', ['--filter', '@portal/portal', 'exec', 'portal-jest', 'src/features.test.ts']);
  });

  test('a second run with the same name is refused before it writes anything', async () => {
    const plop = await nodePlop(join(copy, 'tooling/generators/plopfile.js'), { destBasePath: copy, force: false });
    const [prompt] = plop.getGenerator('feature').prompts;
    assert.equal(prompt.validate(name), `packages/${name} exists already`);
  });
});
