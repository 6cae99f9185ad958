// The workspace-wide checks of lint, run from the repository's root: prettier (the formatting of
// every source file, configured by .prettierrc.json and .prettierignore there), knip (unused files,
// exports and types, configured by knip.jsonc) and dependency-cruiser (import cycles in the
// portal's packages, configured by .dependency-cruiser.cjs beside this file). Each runs even when the one
// before it failed, so that one run shows every problem.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** A binary of this package's dependencies, so that the script runs outside pnpm too. */
const bin = (name) => fileURLToPath(new URL(`node_modules/.bin/${name}`, import.meta.url));
/** Prettier is the root's, as `pnpm format` at the root uses it (its ignore file is read from there). */
const rootBin = (name) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

const checks = [
  {
    name: 'prettier',
    path: rootBin('prettier'),
    args: ['--check', '--log-level', 'warn', '.'],
    fix: 'Run `pnpm format` at the root and commit what it changes.',
  },
  {
    name: 'knip',
    path: bin('knip'),
    args: [],
    fix:
      'An export that only its own file uses loses its `export`; one that nothing uses goes. A file or export used where ' +
      'knip cannot see (read from disk, filled by declaration merging) goes into knip.jsonc with the reason.',
  },
  {
    name: 'dependency-cruiser',
    path: bin('depcruise'),
    args: ['packages/*/src', 'apps/portal/src', '--config', 'tooling/house/.dependency-cruiser.cjs', '--output-type', 'err-long'],
    fix: 'Each cycle above says what to do instead.',
  },
];

const failed = checks.filter(({ name, path, args }) => {
  const { status, error } = spawnSync(path, args, { cwd: root, stdio: 'inherit' });
  if (error) console.error(`${name} could not start: ${error.message}`);
  return status !== 0;
});
for (const { name, fix } of failed) console.error(`\n${name} failed. ${fix}`);
if (failed.length > 0) process.exitCode = 1;
