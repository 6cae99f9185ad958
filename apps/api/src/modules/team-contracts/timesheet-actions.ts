import { and, count, eq } from 'drizzle-orm';
import type { ActionSource } from '../../platform/dashboard';
import type { ContractsDeps } from './contracts-deps';
import { localDay } from './company-week';
import { formatHours, formatWeekOf } from './timesheet-emails';
import { soonestToApprove } from './timesheet-queries';
import { timesheets } from './tables';

/** Timesheets the vendors submitted that wait for the company's review, the soonest auto-approval first. */
export function timesheetsToApprove(deps: Pick<ContractsDeps, 'db'>): ActionSource {
  return {
    kind: 'timesheet_to_approve',
    role: 'contracts',
    async collect({ actor, limit, now }) {
      const waiting = and(eq(timesheets.companyId, actor.companyId), eq(timesheets.status, 'submitted'));
      const [[counted], page] = await Promise.all([
        deps.db.select({ total: count() }).from(timesheets).where(waiting),
        soonestToApprove(deps.db, actor.companyId, limit),
      ]);
      return {
        label: 'Timesheets to approve',
        count: Number(counted?.total ?? 0),
        items: page.map((timesheet) => ({
          id: timesheet.id,
          title: `${timesheet.talent?.name ?? timesheet.contract.number}, week of ${formatWeekOf(timesheet.week_start)}`,
          detail: [formatHours(timesheet.total_minutes), timesheet.over_weekly_hours && 'over weekly hours', timesheet.vendor.name]
            .filter(Boolean)
            .join(', '),
          href: `/my-team/timesheets/${encodeURIComponent(timesheet.id)}`,
          // The day it is approved by itself, as the dashboard counts days (UTC).
          due_on: timesheet.auto_approves_at ? localDay(new Date(timesheet.auto_approves_at), 'UTC') : null,
          overdue: timesheet.auto_approves_at !== null && Date.parse(timesheet.auto_approves_at) <= now.getTime(),
          amount: null,
        })),
        list_href: '/my-team/timesheets?status=submitted',
      };
    },
  };
}
