// Which Chromium the browser tests drive: the one named by CHROMIUM_PATH, else the system's own.
// Chromium's headless shell comes first: the same engine without the desktop browser's window and
// compositor machinery, so the same pages take much less CPU on a small machine. The full browser
// serves where the shell is not installed.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];
const BROWSER_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium to drive, or undefined when none is found. */
export function findChromium(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return [...HEADLESS_SHELL_PATHS, ...BROWSER_PATHS].find((candidate) => exists(candidate));
}

/** Whether Chromium's headless shell is installed. */
export const hasHeadlessShell = (exists = existsSync) => HEADLESS_SHELL_PATHS.some((candidate) => exists(candidate));
