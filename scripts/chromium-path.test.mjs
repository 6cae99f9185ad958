import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findChromium, hasHeadlessShell } from './chromium-path.mjs';

const installed =
  (...paths) =>
  (path) =>
    paths.includes(path);

test('CHROMIUM_PATH wins over whatever is installed', () => {
  assert.equal(findChromium({ CHROMIUM_PATH: '/opt/chrome' }, installed('/usr/lib/chromium/chromium-headless-shell')), '/opt/chrome');
});

test('the headless shell comes before the full browser', () => {
  const exists = installed('/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell');
  assert.equal(findChromium({}, exists), '/usr/lib/chromium/chromium-headless-shell');
  assert.equal(hasHeadlessShell(exists), true);
});

test('the full browser serves where the shell is not installed, and nothing is found on a bare machine', () => {
  assert.equal(findChromium({}, installed('/usr/bin/chromium')), '/usr/bin/chromium');
  assert.equal(hasHeadlessShell(installed('/usr/bin/chromium')), false);
  assert.equal(findChromium({}, installed()), undefined);
});
