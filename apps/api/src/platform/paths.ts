import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the api package (the one holding package.json, drizzle/ and public/). Found by
 * walking up from this file, so it is the same whether the code runs from src/ or from the
 * bundle in dist/.
 */
function findPackageRoot(start: string): string {
  let folder = start;
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No package.json above ${start}`);
    folder = parent;
  }
  return folder;
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = join(packageRoot, 'drizzle');
export const publicFolder = join(packageRoot, 'public');
