import type { Database } from '../../platform/database/database';

/** What the operations of the activity log work with; built once in index.ts. It writes no audit actions of its own: it reads them. */
export interface ActivityDeps {
  db: Database;
}
