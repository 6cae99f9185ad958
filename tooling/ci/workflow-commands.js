import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** Every step of every job of a GitHub Actions workflow, with its job's name. */
export function workflowSteps(workflowText) {
  const workflow = parse(workflowText);
  return Object.entries(workflow.jobs ?? {}).flatMap(([job, { steps = [] }]) =>
    steps.map((step) => ({ job, name: step.name ?? step.uses ?? step.run, if: step.if ?? null, run: step.run ?? null })),
  );
}

/** The command lines of a step's `run` (one per line, comments and blanks dropped). */
export function commandLines(run) {
  return run
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** Splits `turbo run a b --filter=x --affected` into its tasks and flags. */
function parseTurboRun(words) {
  const tasks = [];
  const flags = [];
  for (const word of words) (word.startsWith('-') ? flags : tasks).push(word);
  const filters = flags.filter((flag) => flag.startsWith('--filter=')).map((flag) => flag.slice('--filter='.length));
  return { tasks, flags, filters };
}

/** `pnpm <script> args` as the command the root script runs, with the arguments appended; any other line as it is. */
export function expandRootScript(line, rootScripts) {
  const [command, script, ...args] = line.split(/\s+/);
  const body = command === 'pnpm' ? rootScripts[script] : undefined;
  return body === undefined ? line : [body, ...args].join(' ');
}

/** The repository facts the workflow is checked against. */
export function readRepository(root, packages) {
  const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return {
    rootScripts: manifest(root).scripts ?? {},
    turboTasks: Object.keys(JSON.parse(readFileSync(join(root, 'turbo.json'), 'utf8')).tasks ?? {}),
    packages: packages.map(({ name, dir }) => ({ name, dir, scripts: manifest(dir).scripts ?? {} })),
  };
}

/**
 * What is wrong with one command line of the workflow, given the repository: a script that does
 * not exist, a turbo task no package runs, a filter naming no package. Empty when all is well.
 * `pnpm <script> args` is followed into the root script (with its arguments appended).
 */
export function problemsOf(line, repository, seen = new Set()) {
  const words = line.split(/\s+/);
  if (words[0] !== 'pnpm' && words[0] !== 'turbo') return [`"${line}" is not a pnpm or turbo command`];
  if (words[0] === 'pnpm' && words[1] === 'install') return [];
  if (words[0] === 'pnpm' && words[1] === 'turbo') return problemsOf(words.slice(1).join(' '), repository, seen);
  if (words[0] === 'turbo') {
    if (words[1] !== 'run') return [`"${line}": write "turbo run <tasks>"`];
    const { tasks, filters } = parseTurboRun(words.slice(2));
    const problems = [];
    const inScope = filters.length ? repository.packages.filter((pkg) => filters.includes(pkg.name)) : repository.packages;
    for (const filter of filters) {
      if (!repository.packages.some((pkg) => pkg.name === filter)) problems.push(`"${line}": no package is named ${filter}`);
    }
    for (const task of tasks) {
      if (!repository.turboTasks.includes(task)) problems.push(`"${line}": turbo.json has no task "${task}"`);
      if (!inScope.some((pkg) => task in pkg.scripts)) problems.push(`"${line}": no package in scope has a "${task}" script`);
    }
    return problems;
  }
  const script = words[1];
  if (!(script in repository.rootScripts)) return [`"${line}": package.json has no script "${script}"`];
  if (seen.has(script)) return [];
  seen.add(script);
  const expanded = expandRootScript(line, repository.rootScripts);
  if (expanded.startsWith('node ')) return [];
  return problemsOf(expanded, repository, seen);
}
