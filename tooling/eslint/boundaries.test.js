import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boundaryPatterns } from './boundaries.js';

const groups = (name) => boundaryPatterns(name).flatMap((p) => p.group);

test('a feature may not import another feature', () => {
  assert.ok(groups('@portal/billing').includes('@portal/hiring'));
  assert.ok(!groups('@portal/billing').includes('@portal/billing'));
  assert.ok(!groups('@portal/billing').includes('@portal/auth'));
  assert.match(boundaryPatterns('@portal/billing')[0].message, /@portal\/ui/);
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

test('the portal shell composes every package', () => {
  assert.deepEqual(boundaryPatterns('@portal/portal'), []);
});
