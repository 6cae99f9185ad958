import type { Database } from '../../platform/database/database';
import type { ActivitySubjectRegistry } from './activity-subject-registry';

/** What the operations of the activity log work with; built once in index.ts. It writes no audit actions of its own: it reads them. */
export interface ActivityDeps {
  db: Database;
  /** How the subjects other modules own are named. */
  subjectLabels: Pick<ActivitySubjectRegistry, 'lookupOf'>;
}
