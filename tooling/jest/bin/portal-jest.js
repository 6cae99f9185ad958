#!/usr/bin/env node
// Jest with Node's --experimental-vm-modules, which its ES module support needs (PGlite and others
// ship only ES modules). The flag goes in NODE_OPTIONS rather than on the command line so that jest's
// worker processes, which inherit the environment, get it too. Arguments pass through unchanged.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const FLAG = '--experimental-vm-modules';
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * The jest of the package the tests run in (each has it as a devDependency), the one a bare `jest`
 * in its scripts ran; resolved from the working directory, as pnpm runs a package's scripts there.
 */
function jestBin() {
  const require = createRequire(join(process.cwd(), 'package.json'));
  try {
    return require.resolve('jest/bin/jest');
  } catch {
    console.error(`portal-jest: jest is not installed for ${process.cwd()}; add it to the package's devDependencies.`);
    process.exit(1);
  }
}

/** NODE_OPTIONS with the flag added once, keeping whatever the caller set. */
function nodeOptions(current = '') {
  if (current.split(/\s+/).includes(FLAG)) return current;
  return current.trim() ? `${current} ${FLAG}` : FLAG;
}

const child = spawn(process.execPath, [jestBin(), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: nodeOptions(process.env.NODE_OPTIONS) },
});

// Passed on so that stopping this process stops jest, which then stops its workers.
const forward = (signal) => child.kill(signal);
for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);

child.on('error', (error) => {
  console.error(`portal-jest: could not start jest: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  for (const name of FORWARDED_SIGNALS) process.off(name, forward);
  // Dying of jest's signal tells the caller the run was interrupted, as a non-zero code alone does not.
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
