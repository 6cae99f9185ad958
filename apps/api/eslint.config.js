import { bareStringRule } from '@portal/api-schema/eslint-bare-string';
import { config } from '@portal/eslint-config';

const ROUTE_FILE_MESSAGE =
  'A route file validates, checks access and calls an operation: move the query into an operation of the module (SQL several operations share goes in its *-queries.ts) and hand the route only its deps.';

const ROUTE_FILE_PATTERNS = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'],
    message: ROUTE_FILE_MESSAGE,
  },
  { regex: '(^|/)(tables|schema|[^/]*-queries)$', message: ROUTE_FILE_MESSAGE },
  { regex: '(^|/)platform/database(/|$)', message: ROUTE_FILE_MESSAGE },
];

const MODULE_BOUNDARY_MESSAGE =
  "Import another module only through its index.ts or tables.ts; if you need its operation, take it in through your module's deps (built in modules/index.ts).";

const SANDBOX_MESSAGE =
  'A module never imports sandbox/: app.ts chooses the provider and hands it to the module (a test takes what it needs of the sandbox from src/testing/).';

const SANDBOX_PATTERNS = [{ regex: '^(\\.\\./)+sandbox(/|$)', message: SANDBOX_MESSAGE }];

// A file of src/modules/<a>/ reaches another module <b> as '../<b>' or '../<b>/tables' only (which
// modules may import which is dependency-cruiser's check, in .dependency-cruiser.cjs).
const MODULE_PATTERNS = [
  { regex: '^\\.\\./[^./][^/]*/(?!tables$)', message: MODULE_BOUNDARY_MESSAGE },
  { regex: '^\\.\\./\\.\\./modules(/|$)', message: MODULE_BOUNDARY_MESSAGE },
  ...SANDBOX_PATTERNS,
];

export default [
  ...config(import.meta.dirname, {
    // The last entry a file matches decides its patterns, so the narrower entries come later.
    restrictedImports: [
      { files: ['**/*.routes.ts'], patterns: ROUTE_FILE_PATTERNS },
      { files: ['src/modules/*/**/*.ts'], patterns: MODULE_PATTERNS },
      { files: ['src/modules/*/**/*.routes.ts'], patterns: [...ROUTE_FILE_PATTERNS, ...MODULE_PATTERNS] },
      // Tests may reach into any module (its queries, fixtures, demo data), but not the sandbox.
      { files: ['src/modules/**/*.test.ts'], patterns: SANDBOX_PATTERNS },
    ],
    browserFiles: ['src/sandbox/*/browser/*.js'],
  }),
  // The environment is not API input: config.ts parses it with plain strings.
  bareStringRule({ files: ['src/**/*.ts'], ignores: ['src/config.ts', 'src/**/*.test.ts', 'src/testing/**'] }),
];
