// The request and response shapes of timesheets: the weekly hours a vendor submits under an hourly
// contract, which the company's contracts users approve or query. Minutes throughout (hours are
// recorded in quarter hours); a week is seven calendar days from its Monday, in the company's time zone.
import { z } from 'zod';
import { vendorSchema } from '../billing';
import { pageLimitSchema } from '../envelope';
import { text } from '../text';
import { idSchema } from '../user';
import {
  TIMESHEET_DAY_MAX_MINUTES,
  TIMESHEET_EVENT_KINDS,
  TIMESHEET_MINUTES_STEP,
  TIMESHEET_NOTE_MAX_LENGTH,
  TIMESHEET_QUERY_REASON_MAX_LENGTH,
  TIMESHEET_STATUSES,
  TIMESHEETS_APPROVE_MAX,
} from './timesheets-constants';

const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD' });
const isoDateTime = z.iso.datetime({ offset: true });

/** One day's hours: 0 to 24, in quarter hours, with what was done. */
export const timesheetEntrySchema = z.object({
  day: isoDate,
  minutes: z
    .number({ error: 'Enter the hours worked' })
    .int('Hours are recorded in quarter hours')
    .min(0, 'Hours must be between 0 and 24 a day')
    .max(TIMESHEET_DAY_MAX_MINUTES, 'Hours must be between 0 and 24 a day')
    .refine((minutes) => minutes % TIMESHEET_MINUTES_STEP === 0, 'Hours are recorded in quarter hours'),
  note: text({ multiline: true }).trim().max(TIMESHEET_NOTE_MAX_LENGTH, `Keep the note under ${TIMESHEET_NOTE_MAX_LENGTH} characters`),
});
export type TimesheetEntry = z.infer<typeof timesheetEntrySchema>;

/** What the vendor submits for one week: each day of it once. */
export const timesheetSubmissionSchema = z.object({
  week_start: isoDate,
  entries: z
    .array(timesheetEntrySchema)
    .min(1, 'Enter the hours of at least one day')
    .max(7, 'A week has seven days')
    .refine((entries) => new Set(entries.map((entry) => entry.day)).size === entries.length, 'Enter each day once'),
});
export type TimesheetSubmission = z.infer<typeof timesheetSubmissionSchema>;

const timesheetTalentSchema = z.object({ id: idSchema, name: text(), photo: text().nullable() });

/** A timesheet in the list. */
export const timesheetSummarySchema = z.object({
  id: idSchema,
  contract: z.object({ id: idSchema, number: text(), role_title: text(), hours_per_week: z.number().int().positive() }),
  /** Null for an older contract that names no developer. */
  talent: timesheetTalentSchema.nullable(),
  vendor: vendorSchema,
  /** The week's Monday and Sunday. */
  week_start: isoDate,
  week_end: isoDate,
  status: z.enum(TIMESHEET_STATUSES),
  total_minutes: z.number().int().nonnegative(),
  /** More hours than the contract's weekly hours. */
  over_weekly_hours: z.boolean(),
  /** 1 when first submitted, one more with each revision: approving or querying names the one reviewed. */
  revision: z.number().int().positive(),
  submitted_at: isoDateTime,
  /** While it waits for review: when it is approved automatically unless queried. */
  auto_approves_at: isoDateTime.nullable(),
  approved_at: isoDateTime.nullable(),
  approved_automatically: z.boolean(),
  /** Who approved it; null while not approved or when approved automatically. */
  approved_by_name: text().nullable(),
  /** The company's time zone, in which its weeks and the auto-approval deadline are counted. */
  time_zone: text(),
});
export type TimesheetSummary = z.infer<typeof timesheetSummarySchema>;

/** The company's question about a day, or (without a day) about the whole week. */
export const timesheetDayQuerySchema = z.object({
  day: isoDate,
  reason: text({ multiline: true })
    .trim()
    .min(1, 'Say what is wrong with this day')
    .max(TIMESHEET_QUERY_REASON_MAX_LENGTH, `Keep the reason under ${TIMESHEET_QUERY_REASON_MAX_LENGTH} characters`),
});
export type TimesheetDayQuery = z.infer<typeof timesheetDayQuerySchema>;

/** One entry of a timesheet's history. */
const timesheetEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TIMESHEET_EVENT_KINDS),
  /** The kind as the page names it ('Queried', 'Approved automatically'). */
  label: text(),
  /** Who: a user's name, the vendor's name "(vendor)" or "System". */
  actor_label: text(),
  occurred_at: isoDateTime,
  revision: z.number().int().positive(),
  total_minutes: z.number().int().nonnegative(),
  /** A query's reason about the whole week. */
  reason: text({ multiline: true }).nullable(),
  /** A query's reasons per day. */
  days: z.array(timesheetDayQuerySchema),
});
export type TimesheetEvent = z.infer<typeof timesheetEventSchema>;

/** GET /api/client-cabinet/timesheets/{id}: the week day by day, and its history. */
export const timesheetDetailSchema = timesheetSummarySchema.extend({
  /** The seven days of the week, Monday first; a day without hours has 0 minutes and an empty note. */
  entries: z.array(timesheetEntrySchema),
  history: z.array(timesheetEventSchema),
});
export type TimesheetDetail = z.infer<typeof timesheetDetailSchema>;

export const timesheetIdParamsSchema = z.object({ id: idSchema });

/** The list's filters: shared by the page of the list and the CSV export. */
export const timesheetFiltersSchema = z.object({
  /** One or several states (`status=submitted&status=queried`). */
  status: z
    .union([z.enum(TIMESHEET_STATUSES), z.array(z.enum(TIMESHEET_STATUSES)).max(TIMESHEET_STATUSES.length)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? [...new Set(value)] : [value])),
  /** The developer. */
  talent: idSchema.optional(),
  vendor: idSchema.optional(),
  contract: idSchema.optional(),
  /** Any day of the week: the timesheet of the week it falls in. */
  week: isoDate.optional(),
});

/** GET /api/client-cabinet/timesheets: waiting for review first, then the newest weeks. */
export const timesheetListQuerySchema = timesheetFiltersSchema.extend({
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});
export type TimesheetListQuery = z.input<typeof timesheetListQuerySchema>;

export const timesheetPageSchema = z.object({
  items: z.array(timesheetSummarySchema),
  next_cursor: text().nullable(),
  /** How many timesheets the filters match. */
  total: z.number().int().nonnegative(),
});
export type TimesheetPage = z.infer<typeof timesheetPageSchema>;

/** GET /api/client-cabinet/timesheets/filter-options: the developers and vendors that have timesheets. */
export const timesheetFilterOptionsSchema = z.object({
  talents: z.array(z.object({ id: idSchema, name: text() })),
  vendors: z.array(vendorSchema),
});
export type TimesheetFilterOptions = z.infer<typeof timesheetFilterOptionsSchema>;

const revisionSchema = z
  .number({ error: 'Say which revision of the timesheet you reviewed' })
  .int('Say which revision of the timesheet you reviewed')
  .positive('Say which revision of the timesheet you reviewed');

/** POST /api/client-cabinet/timesheets/{id}/approve: the revision the page showed. */
export const approveTimesheetBodySchema = z.object({ revision: revisionSchema });
export type ApproveTimesheetBody = z.infer<typeof approveTimesheetBodySchema>;

/** POST /api/client-cabinet/timesheets/approve: several at once, each with the revision the list showed. */
export const approveTimesheetsBodySchema = z.object({
  timesheets: z
    .array(z.object({ id: idSchema, revision: revisionSchema }), { error: 'Select the timesheets to approve' })
    .min(1, 'Select the timesheets to approve')
    .max(TIMESHEETS_APPROVE_MAX, `Select at most ${TIMESHEETS_APPROVE_MAX} timesheets`)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'Select each timesheet once'),
});
export type ApproveTimesheetsBody = z.infer<typeof approveTimesheetsBodySchema>;

/** What became of one timesheet of a bulk approval: approved now, approved already, or not (with why). */
export const TIMESHEET_APPROVAL_OUTCOMES = ['approved', 'already_approved', 'skipped'] as const;

export const approveTimesheetsResultSchema = z.object({
  timesheets: z.array(
    z.object({
      id: idSchema,
      outcome: z.enum(TIMESHEET_APPROVAL_OUTCOMES),
      /** Why it was skipped: queried, revised since, or not found. */
      message: text().nullable(),
    }),
  ),
});
export type ApproveTimesheetsResult = z.infer<typeof approveTimesheetsResultSchema>;

/** POST /api/client-cabinet/timesheets/{id}/query: a reason for the week, and per day where needed. */
export const queryTimesheetBodySchema = z
  .object({
    revision: revisionSchema,
    reason: text({ multiline: true })
      .trim()
      .max(TIMESHEET_QUERY_REASON_MAX_LENGTH, `Keep the reason under ${TIMESHEET_QUERY_REASON_MAX_LENGTH} characters`)
      .default(''),
    days: z
      .array(timesheetDayQuerySchema)
      .max(7, 'A week has seven days')
      .refine((days) => new Set(days.map((day) => day.day)).size === days.length, 'Query each day once')
      .default([]),
  })
  .superRefine((body, context) => {
    if (body.reason === '' && body.days.length === 0)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say what is wrong with the timesheet' });
  });
export type QueryTimesheetBody = z.input<typeof queryTimesheetBodySchema>;
