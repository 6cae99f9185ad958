// Types for the workspace reader of the lint configuration (plain JavaScript, no declarations of
// its own), which the features test uses to list the workspace's packages.
declare module '@portal/eslint-config' {
  export type Layer = 'app' | 'feature' | 'shared-feature' | 'shared' | 'schema' | 'server' | 'tooling';

  /** The folder holding pnpm-workspace.yaml, found by walking up from `start`. */
  export function findWorkspaceRoot(start: string): string;

  /** Every package of the workspace with its layer (`"portal": { "layer" }` of its package.json). */
  export function workspacePackages(root: string): { name: string; dir: string; layer: Layer }[];
}
