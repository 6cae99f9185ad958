import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findWorkspaceRoot, workspacePackages } from '@portal/eslint-config';
import { commandLines, expandRootScript, problemsOf, readRepository, workflowSteps } from './workflow-commands.js';

const root = findWorkspaceRoot(import.meta.dirname);
const repository = readRepository(root, workspacePackages(root));
const steps = workflowSteps(readFileSync(join(root, '.github/workflows/ci.yml'), 'utf8'));
const runSteps = steps.filter((step) => step.run);
const onPullRequest = (step) => step.if === "github.event_name == 'pull_request'";
const onMain = (step) => step.if === "github.event_name != 'pull_request'";
/** A step's commands with every root script followed to the turbo command it runs. */
const expanded = (step) => commandLines(step.run).map((line) => expandRootScript(line, repository.rootScripts));

test('every command of the workflow names scripts, tasks and packages that exist', () => {
  const problems = runSteps.flatMap((step) => commandLines(step.run).flatMap((line) => problemsOf(line, repository)));
  assert.deepEqual(problems, []);
});

test('a pull request runs lint, types and tests of only what it affects, main runs all of them', () => {
  const testSteps = runSteps.filter((step) => expanded(step).some((line) => / run lint typecheck test/.test(line)));
  const pullRequest = testSteps.filter(onPullRequest).flatMap(expanded);
  const main = testSteps.filter(onMain).flatMap(expanded);
  assert.ok(pullRequest.length > 0 && pullRequest.every((line) => line.includes('--affected')), pullRequest.join('\n'));
  assert.ok(main.length > 0 && main.every((line) => !line.includes('--affected')), main.join('\n'));
});

test('the browser tests run on main, and on a pull request when the portal or the API is affected', () => {
  const browser = runSteps.filter((step) => expanded(step).some((line) => / run e2e\b/.test(line)));
  assert.ok(browser.some((step) => onMain(step) && expanded(step).every((line) => !line.includes('--affected'))));
  assert.ok(browser.some((step) => onPullRequest(step) && expanded(step).every((line) => line.includes('--affected'))));
  // --affected selects the e2e package only if it depends on what changed.
  const e2e = JSON.parse(readFileSync(join(root, 'tooling/e2e/package.json'), 'utf8'));
  const dependencies = { ...e2e.dependencies, ...e2e.devDependencies };
  assert.ok('@portal/portal' in dependencies && '@portal/api' in dependencies);
});

test('the API suite runs on the PostgreSQL and Redis servers as well', () => {
  const servers = steps.filter((step) => step.run && /test:api-on-servers/.test(step.run));
  assert.ok(servers.some(onPullRequest) && servers.some(onMain));
  const workflow = readFileSync(join(root, '.github/workflows/ci.yml'), 'utf8');
  assert.match(workflow, /TEST_DATABASE_URL: postgres:\/\//);
});

test("the clean-clone CI runs the README's test command", () => {
  assert.match(readFileSync(join(root, 'README.md'), 'utf8'), /^npm test\b/m);
  assert.match(readFileSync(join(root, '.ci/run'), 'utf8'), /^npm test$/m);
});

test('a misspelt script, task or filter is caught', () => {
  assert.match(problemsOf('pnpm test:afected', repository)[0], /no script "test:afected"/);
  assert.match(problemsOf('pnpm turbo run lint tset', repository).join(), /no task "tset"/);
  assert.match(problemsOf('pnpm turbo run test --filter=@portal/nope', repository).join(), /no package is named @portal\/nope/);
  assert.match(
    problemsOf('pnpm turbo run build --filter=@portal/api-schema', repository).join(),
    /no package in scope has a "build" script/,
  );
});
