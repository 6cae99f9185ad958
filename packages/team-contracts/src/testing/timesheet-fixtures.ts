import type { TimesheetDetail, TimesheetFilterOptions, TimesheetPage, TimesheetSummary } from '@portal/api-schema';
import { HANNAH_CONTRACT, HANNAH_ID, KESTREL, NORTHWIND } from './team-fixtures';

/** The timesheets pages' data as the API answers it. */

const OMAR_TALENT = { id: '0b7d6a4e-5d1f-4c1e-9a43-6a0000000014', name: 'Omar Farouk', photo: null };
const OMAR_CONTRACT = {
  id: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000002',
  number: 'CTR-2026-0002',
  role_title: 'Frontend engineer',
  hours_per_week: 30,
};

/** Hannah's week of Jun 1 – 7, 2026, submitted and waiting for review. */
export function makeTimesheetSummary(overrides: Partial<TimesheetSummary> = {}): TimesheetSummary {
  return {
    id: '0b7d6a4e-5d1f-4c1e-9a43-8e0000000001',
    contract: { ...HANNAH_CONTRACT, role_title: 'Senior backend engineer', hours_per_week: 40 },
    talent: { id: HANNAH_ID, name: 'Hannah Becker', photo: null },
    vendor: NORTHWIND,
    week_start: '2026-06-01',
    week_end: '2026-06-07',
    status: 'submitted',
    total_minutes: 2_670,
    over_weekly_hours: true,
    revision: 1,
    submitted_at: '2026-06-08T07:00:00Z',
    auto_approves_at: '2026-06-15T07:00:00Z',
    approved_at: null,
    approved_automatically: false,
    approved_by_name: null,
    time_zone: 'Europe/Berlin',
    ...overrides,
  };
}

/** Omar's week of May 25 – 31, approved automatically. */
export const OMAR_AUTO_APPROVED = makeTimesheetSummary({
  id: '0b7d6a4e-5d1f-4c1e-9a43-8e0000000002',
  contract: OMAR_CONTRACT,
  talent: OMAR_TALENT,
  vendor: KESTREL,
  week_start: '2026-05-25',
  week_end: '2026-05-31',
  status: 'approved',
  total_minutes: 1_800,
  over_weekly_hours: false,
  submitted_at: '2026-06-01T07:00:00Z',
  auto_approves_at: null,
  approved_at: '2026-06-08T07:00:00Z',
  approved_automatically: true,
});

/** Hannah's week of May 25 – 31, queried. */
export const HANNAH_QUERIED = makeTimesheetSummary({
  id: '0b7d6a4e-5d1f-4c1e-9a43-8e0000000003',
  week_start: '2026-05-25',
  week_end: '2026-05-31',
  status: 'queried',
  total_minutes: 2_400,
  over_weekly_hours: false,
  auto_approves_at: null,
});

export function makeTimesheetPage(items: TimesheetSummary[], next_cursor: string | null = null, total = items.length): TimesheetPage {
  return { items, next_cursor, total };
}

export const FILTER_OPTIONS: TimesheetFilterOptions = {
  talents: [
    { id: HANNAH_ID, name: 'Hannah Becker' },
    { id: OMAR_TALENT.id, name: 'Omar Farouk' },
  ],
  vendors: [KESTREL, NORTHWIND],
};

const WEEK = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07'];
const MINUTES = [540, 525, 480, 585, 540, 0, 0];

/** The timesheet's page: Hannah's week, 44.5 h of a 40 h contract, submitted in Berlin. */
export function makeTimesheetDetail(overrides: Partial<TimesheetDetail> = {}): TimesheetDetail {
  return {
    ...makeTimesheetSummary(),
    entries: WEEK.map((day, index) => ({
      day,
      minutes: MINUTES[index] ?? 0,
      note: (MINUTES[index] ?? 0) > 0 ? `Payments API, day ${index + 1}` : '',
    })),
    history: [
      {
        id: 1,
        kind: 'submitted',
        label: 'Submitted',
        actor_label: 'Northwind Dev Studio (vendor)',
        occurred_at: '2026-06-08T07:00:00Z',
        revision: 1,
        total_minutes: 2_670,
        reason: null,
        days: [],
      },
    ],
    time_zone: 'Europe/Berlin',
    ...overrides,
  };
}

/** The same week queried by Maya, with a reason for the week and for the Thursday. */
export function makeQueriedTimesheetDetail(): TimesheetDetail {
  const detail = makeTimesheetDetail({ status: 'queried', auto_approves_at: null });
  return {
    ...detail,
    history: [
      ...detail.history,
      {
        id: 2,
        kind: 'queried',
        label: 'Queried',
        actor_label: 'Maya Patel',
        occurred_at: '2026-06-09T09:30:00Z',
        revision: 1,
        total_minutes: 2_670,
        reason: 'More than the contract allows.',
        days: [{ day: '2026-06-04', reason: 'Nine and three quarter hours?' }],
      },
    ],
  };
}

/** The same week approved by Maya after the vendor's revision. */
export function makeApprovedTimesheetDetail(overrides: Partial<TimesheetDetail> = {}): TimesheetDetail {
  return makeTimesheetDetail({
    status: 'approved',
    revision: 2,
    total_minutes: 2_400,
    over_weekly_hours: false,
    auto_approves_at: null,
    approved_at: '2026-06-10T12:00:00Z',
    approved_by_name: 'Maya Patel',
    ...overrides,
  });
}
