// Types of the lint configuration's exports, for the TypeScript code that reads the workspace
// through them (e.g. the portal's check that it composes every feature package).

/** The layers a workspace package declares in its package.json (`"portal": { "layer": ... }`). */
export type Layer = 'app' | 'feature' | 'shared-feature' | 'shared' | 'schema' | 'server' | 'tooling';

export const LAYERS: Readonly<Record<Layer, string>>;

export interface WorkspacePackage {
  name: string;
  dir: string;
  layer: Layer;
}

/** The folder holding pnpm-workspace.yaml, found by walking up from `start`. */
export function findWorkspaceRoot(start: string): string;

/** Every package of the workspace with its layer; throws, naming the package, when one declares none. */
export function workspacePackages(root: string): WorkspacePackage[];

/** The `no-restricted-imports` patterns that keep package `name` inside its layer. */
export function boundaryPatterns(
  name: string,
  packages: readonly Pick<WorkspacePackage, 'name' | 'layer'>[],
): { group: string[]; message: string }[];

export interface ConfigOptions {
  react?: boolean;
  restrictedImports?: { files: string[]; patterns: object[] }[];
  browserFiles?: string[];
}

/** The lint configuration of one workspace package (its eslint.config.js passes import.meta.dirname). */
export function config(packageDir: string, options?: ConfigOptions): unknown[];
