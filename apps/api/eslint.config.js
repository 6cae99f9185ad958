import { bareStringRule } from '@portal/api-schema/eslint-bare-string';
import { config } from '@portal/eslint-config';

const ROUTE_FILE_MESSAGE =
  'A route file validates, checks access and calls an operation: move the query into an operation of the module (SQL several operations share goes in its *-queries.ts) and hand the route only its deps.';

export default [
  ...config(import.meta.dirname, {
  restrictedImports: [
    {
      files: ['**/*.routes.ts'],
      patterns: [
        {
          group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'],
          message: ROUTE_FILE_MESSAGE,
        },
        { regex: '(^|/)(tables|schema|[^/]*-queries)$', message: ROUTE_FILE_MESSAGE },
        { regex: '(^|/)platform/database(/|$)', message: ROUTE_FILE_MESSAGE },
      ],
    },
  ],
  browserFiles: ['src/sandbox/*/browser/*.js'],
  }),
  // The environment is not API input: config.ts parses it with plain strings.
  bareStringRule({ files: ['src/**/*.ts'], ignores: ['src/config.ts', 'src/**/*.test.ts', 'src/testing/**'] }),
];
