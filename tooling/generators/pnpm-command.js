import { accessSync, constants, readFileSync } from 'node:fs';
import { basename, delimiter, join } from 'node:path';

/**
 * How to run pnpm from the generator and its test, as [command, ...leading arguments]: the PNPM
 * variable when set; the pnpm running us (pnpm puts its own script in npm_execpath, so `npx pnpm`
 * works with no pnpm installed); pnpm on PATH; else npx with the version the root's packageManager
 * pins. Decided without starting a process, as the test calls it many times.
 * @param {string} root the repository's root
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function pnpmCommand(root, env = process.env) {
  if (env.PNPM) return [env.PNPM];
  const execPath = env.npm_execpath;
  if (execPath && basename(execPath).startsWith('pnpm')) {
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, execPath] : [execPath];
  }
  if (onPath('pnpm', env.PATH ?? '')) return ['pnpm'];
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return ['npx', '--yes', packageManager];
}

function onPath(command, path) {
  return path.split(delimiter).some((folder) => {
    try {
      accessSync(join(folder, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
