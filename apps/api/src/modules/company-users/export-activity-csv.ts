import type { activityExportQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import { ACTIVITY_CSV_MAX_ROWS, activityCsvFileName, activityCsvStream } from './activity-csv';
import { activityFilters, allActivity } from './activity-queries';
import type { ActivityDeps } from './company-activity-deps';

/** The filtered log as a CSV file, newest first, up to ACTIVITY_CSV_MAX_ROWS entries, streamed as it is read. */
export function exportActivityCsv(
  deps: ActivityDeps,
  input: { actor: CompanyActor; query: z.output<typeof activityExportQuerySchema>; today?: Date },
): Download {
  // Checked before the response starts, so that bad filters are a 422 rather than a broken file.
  const filters = activityFilters(input.query);
  return {
    contentType: 'text/csv; charset=utf-8',
    fileName: activityCsvFileName(input.today ?? new Date()),
    body: activityCsvStream(allActivity(deps, input.actor.companyId, filters, ACTIVITY_CSV_MAX_ROWS), filters.timeZone),
  };
}
