import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryPatterns } from './boundaries.js';
import { findWorkspaceRoot, workspacePackages } from './workspace.js';

export { boundaryPatterns } from './boundaries.js';
export { findWorkspaceRoot, workspacePackages, LAYERS } from './workspace.js';

/**
 * Entry points that gather a whole library. A bundler drops what is not used, but jest loads every
 * module behind them for each test file: `@mui/material` alone added half a second to every file
 * that reached it. Import the one module instead (`@mui/material/Button`).
 */
const WHOLE_LIBRARY_ENTRIES = ['@mui/material', '@mui/utils', '@mui/icons-material', '@mui/system'].map((name) => ({
  name,
  message: `Import the one module you need from ${name} (${name}/Name): the whole library loads with ${name} itself.`,
}));

/** Node's globals switched off, so that a browser-only file cannot lean on them. */
const NO_NODE_GLOBALS = Object.fromEntries(Object.keys(globals.node).map((name) => [name, 'off']));

/**
 * The lint configuration of one workspace package.
 * @param {string} packageDir the folder of the package (import.meta.dirname of its eslint.config.js)
 * @param {{
 *   react?: boolean,
 *   restrictedImports?: { files: string[], patterns: object[] }[],
 *   browserFiles?: string[],
 * }} [options]
 *   restrictedImports: more `no-restricted-imports` patterns for some files, added to the package's
 *   boundary patterns (flat config does not merge one rule's options between blocks, so each entry
 *   repeats them; a file matched by several entries gets the last one's).
 *   browserFiles: plain scripts that run in the browser: browser globals only, and undefined names
 *   are errors.
 */
export function config(packageDir, options = {}) {
  const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const packages = workspacePackages(findWorkspaceRoot(packageDir));
  const boundaries = boundaryPatterns(name, packages);
  return tseslint.config(
    { ignores: ['**/dist/**', '**/coverage/**', '**/.data/**', '**/.data-*/**', '**/test-results/**', '**/playwright-report/**'] },
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: options.react ? { ...globals.browser } : { ...globals.node },
      },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        'no-restricted-imports': ['error', { paths: WHOLE_LIBRARY_ENTRIES, patterns: boundaries }],
      },
    },
    ...(options.restrictedImports ?? []).map(({ files, patterns }) => ({
      files,
      rules: { 'no-restricted-imports': ['error', { paths: WHOLE_LIBRARY_ENTRIES, patterns: [...boundaries, ...patterns] }] },
    })),
    ...(options.browserFiles
      ? [
          {
            files: options.browserFiles,
            languageOptions: { sourceType: 'script', globals: { ...NO_NODE_GLOBALS, ...globals.browser } },
            rules: { 'no-undef': 'error' },
          },
        ]
      : []),
    ...(options.react
      ? [
          {
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'warn',
            },
          },
        ]
      : []),
  );
}
