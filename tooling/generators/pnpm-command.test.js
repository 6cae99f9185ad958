import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findWorkspaceRoot } from '@portal/eslint-config';
import { pnpmCommand } from './pnpm-command.js';

const root = findWorkspaceRoot(import.meta.dirname);

test('pnpm is the PNPM variable, else the pnpm running us, else pnpm on PATH, else npx with the pinned version', () => {
  assert.deepEqual(pnpmCommand(root, { PNPM: '/opt/pnpm', npm_execpath: '/x/pnpm.cjs' }), ['/opt/pnpm']);
  assert.deepEqual(pnpmCommand(root, { npm_execpath: '/x/pnpm/bin/pnpm.cjs', PATH: '' }), [process.execPath, '/x/pnpm/bin/pnpm.cjs']);
  // npm's own script is not pnpm (npx sets it for what it runs).
  const [command, ...args] = pnpmCommand(root, { npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js', PATH: '' });
  assert.equal(command, 'npx');
  assert.deepEqual(args.slice(0, 1), ['--yes']);
  assert.match(args[1], /^pnpm@\d+\.\d+\.\d+$/);
});
