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
 * The lint configuration of one workspace package.
 * @param {string} packageDir the folder of the package (import.meta.dirname of its eslint.config.js)
 * @param {{ react?: boolean }} [options]
 */
export function config(packageDir, options = {}) {
  const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const packages = workspacePackages(findWorkspaceRoot(packageDir));
  return tseslint.config(
    { ignores: ['**/dist/**', '**/coverage/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**'] },
    ...tseslint.configs.recommended,
    {
      languageOptions: {
        globals: options.react ? { ...globals.browser } : { ...globals.node },
      },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        'no-restricted-imports': ['error', { patterns: boundaryPatterns(name, packages) }],
      },
    },
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
