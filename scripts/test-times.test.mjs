import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { formatTimes, takeTurboSummaries, taskTimes } from './test-times.mjs';

const summary = (startTime, tasks) => ({ execution: { startTime }, tasks });
const task = (taskId, seconds, status = 'MISS', exitCode = 0) => ({
  taskId,
  execution: { startTime: 1_000, endTime: 1_000 + seconds * 1000, exitCode },
  cache: { status },
});

test("the summaries of this run are read once and removed; older ones and others' files are left", () => {
  const dir = mkdtempSync(join(tmpdir(), 'turbo-runs-'));
  writeFileSync(join(dir, 'old.json'), JSON.stringify(summary(10, [task('a#lint', 1)])));
  writeFileSync(join(dir, 'new.json'), JSON.stringify(summary(500, [task('a#test', 2)])));
  writeFileSync(join(dir, 'half.json'), '{"execution":');
  const taken = takeTurboSummaries(dir, 100);
  assert.deepEqual(
    taken.map((one) => one.tasks[0].taskId),
    ['a#test'],
  );
  assert.deepEqual(readdirSync(dir).sort(), ['half.json', 'old.json']);
  assert.deepEqual(takeTurboSummaries(join(dir, 'missing'), 0), []);
});

test('tasks come longest first, with cache hits and failures marked', () => {
  const tasks = taskTimes([
    summary(1, [task('api#test', 725), task('ui#lint', 9.85, 'HIT')]),
    summary(2, [task('e2e#e2e', 1500, 'MISS', 1), { taskId: 'never-ran', execution: null }]),
  ]);
  assert.deepEqual(tasks, [
    { task: 'e2e#e2e', seconds: 1500, cached: false, failed: true },
    { task: 'api#test', seconds: 725, cached: false, failed: false },
    { task: 'ui#lint', seconds: 9.85, cached: true, failed: false },
  ]);
  const report = formatTimes(
    [
      { name: 'install', seconds: 31.2 },
      { name: 'browser tests', seconds: 1500 },
    ],
    tasks,
  ).split('\n');
  assert.ok(
    report.some((line) => /^ {2}install +31\.2s$/.test(line)),
    report.join('\n'),
  );
  assert.ok(
    report.some((line) => /^ {2}total +25m 31s$/.test(line)),
    report.join('\n'),
  );
  assert.ok(
    report.some((line) => /^ {2}e2e#e2e +25m 00s {2}failed$/.test(line)),
    report.join('\n'),
  );
  assert.ok(
    report.some((line) => /^ {2}ui#lint +9\.8s {2}from cache$/.test(line)),
    report.join('\n'),
  );
});
