import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';

/**
 * The layers a workspace package may declare in its package.json (`"portal": { "layer": ... }`).
 * Every package declares one, so that a new package cannot slip past the boundary rule.
 */
export const LAYERS = {
  app: 'the portal shell: composes the features',
  feature: 'a feature package (one section of the portal)',
  'shared-feature': 'auth: the session, roles and guard that other features use',
  shared: 'api-client and ui: what every feature builds on',
  schema: 'api-schema: the schemas and types both sides share',
  server: 'the API',
  tooling: 'configuration, browser tests and benchmarks',
};

/** The folder holding pnpm-workspace.yaml, found by walking up from `start`. */
export function findWorkspaceRoot(start) {
  let folder = start;
  while (!existsSync(join(folder, 'pnpm-workspace.yaml'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`No pnpm-workspace.yaml above ${start}`);
    folder = parent;
  }
  return folder;
}

/** The package folders the workspace's globs name; only the `folder/*` form is used here. */
function packageFolders(root) {
  const { packages = [] } = parse(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'));
  return packages.flatMap((pattern) => {
    if (!pattern.endsWith('/*') || pattern.slice(0, -2).includes('*')) {
      throw new Error(`pnpm-workspace.yaml: only "folder/*" patterns are understood, not "${pattern}"`);
    }
    const parent = join(root, pattern.slice(0, -2));
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json')))
      .map((entry) => join(parent, entry.name));
  });
}

/**
 * Every package of the workspace with its layer. Throws, naming the package, when one declares no
 * layer or an unknown one.
 * @returns {{ name: string, dir: string, layer: keyof typeof LAYERS }[]}
 */
export function workspacePackages(root) {
  return packageFolders(root).map((dir) => {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const layer = manifest.portal?.layer;
    if (!(layer in LAYERS)) {
      const known = Object.entries(LAYERS)
        .map(([name, meaning]) => `"${name}" (${meaning})`)
        .join(', ');
      throw new Error(
        `${manifest.name} (${dir}) declares no known layer. Add "portal": { "layer": ... } to its package.json, one of ${known}.`,
      );
    }
    return { name: manifest.name, dir, layer };
  });
}
