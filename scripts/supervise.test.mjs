import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { supervise } from './supervise.mjs';

const node = (code) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('a child that dies is started again, saying so; stopping it does not start it again', async () => {
  const lines = [];
  const scripts = ['process.exit(3)', "process.kill(process.pid, 'SIGKILL')", 'setInterval(() => {}, 1000)'];
  const supervisor = supervise({
    start: () => node(scripts.shift() ?? 'process.exit(9)'),
    log: (line) => lines.push(line),
    delaysMs: [50],
  });
  for (let waited = 0; supervisor.starts() < 3 && waited < 5_000; waited += 20) await sleep(20);
  assert.equal(supervisor.starts(), 3);
  assert.deepEqual(lines, [
    'The API process exited with code 3; starting it again in 0.1 s.',
    'The API process was killed (SIGKILL); starting it again in 0.1 s.',
  ]);
  await sleep(200);
  const ended = await supervisor.stop('SIGTERM');
  assert.equal(ended.signal, 'SIGTERM');
  await sleep(200);
  assert.equal(supervisor.starts(), 3);
  assert.equal(lines.length, 2);
});

test('a clean exit (the child was asked to stop) is not undone', async () => {
  const lines = [];
  const supervisor = supervise({ start: () => node('process.exit(0)'), log: (line) => lines.push(line), delaysMs: [50] });
  assert.deepEqual(await supervisor.done, { code: 0, signal: null });
  await sleep(150);
  assert.equal(supervisor.starts(), 1);
  assert.deepEqual(lines, []);
});
