import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { boundaryPatterns } from './boundaries.js';
import { findWorkspaceRoot, workspacePackages } from './workspace.js';

const packages = workspacePackages(findWorkspaceRoot(import.meta.dirname));
const groups = (name) => boundaryPatterns(name, packages).flatMap((p) => p.group);

test('every package of the workspace declares a layer', () => {
  assert.ok(packages.length >= 10);
  assert.equal(packages.find((p) => p.name === '@portal/billing')?.layer, 'feature');
  assert.equal(packages.find((p) => p.name === '@portal/auth')?.layer, 'shared-feature');
});

test('a feature may not import another feature', () => {
  assert.ok(groups('@portal/billing').includes('@portal/hiring'));
  assert.ok(!groups('@portal/billing').includes('@portal/billing'));
  assert.ok(!groups('@portal/billing').includes('@portal/auth'));
  assert.match(boundaryPatterns('@portal/billing', packages)[0].message, /@portal\/ui/);
});

test('shared packages import no feature, auth included', () => {
  for (const shared of ['@portal/ui', '@portal/api-client', '@portal/api-schema']) {
    assert.ok(groups(shared).includes('@portal/auth'));
    assert.ok(groups(shared).includes('@portal/billing'));
  }
});

test('the api imports no client package but may use the API schema', () => {
  assert.ok(groups('@portal/api').includes('@portal/ui'));
  assert.ok(!groups('@portal/api').includes('@portal/api-schema'));
});

test('the portal shell composes every package but the API', () => {
  assert.deepEqual(groups('@portal/portal'), ['@portal/api', '@portal/api/*']);
});

/** A throwaway workspace with one package per entry: [folder, package.json contents]. */
function workspace(entries) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages:\n  - packages/*\n');
  for (const [folder, manifest] of entries) {
    mkdirSync(join(root, 'packages', folder), { recursive: true });
    writeFileSync(join(root, 'packages', folder, 'package.json'), JSON.stringify(manifest));
  }
  return root;
}

test('a new feature package is kept from the others the moment it exists', () => {
  const root = workspace([
    ['billing', { name: '@portal/billing', portal: { layer: 'feature' } }],
    ['new-thing', { name: '@portal/new-thing', portal: { layer: 'feature' } }],
  ]);
  try {
    const found = workspacePackages(root);
    assert.deepEqual(
      boundaryPatterns('@portal/billing', found).flatMap((p) => p.group),
      ['@portal/new-thing', '@portal/new-thing/*'],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a package without a layer stops lint, naming the package and the field', () => {
  const root = workspace([['loose', { name: '@portal/loose' }]]);
  try {
    assert.throws(() => workspacePackages(root), /@portal\/loose .*"portal": \{ "layer"/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
