import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { emailBody } from '../../platform/outbox/email-layout';
import type { OutgoingEmail } from '../../platform/outbox/outbox';
import { formatterPerZone } from '../../platform/time-zones/wall-clock';
import { users } from '../company-users/tables';

/** Who is told of timesheets: the company's enabled users with the contracts role. */
export function timesheetRecipients(db: Database, companyId: string): Promise<Array<{ email: string; firstName: string }>> {
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), eq(users.enabled, true), eq(users.type, 'ClientUser'), arrayContains(users.roles, ['contracts'])),
    )
    .orderBy(asc(users.email));
}

const WEEK_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** '2 March 2026': a week's Monday, a calendar date the same in every zone. */
export function formatWeekOf(weekStart: string): string {
  return WEEK_DAY.format(new Date(`${weekStart}T00:00:00Z`));
}

const DEADLINE = formatterPerZone('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'Monday, 9 March 2026 at 10:00 (America/New_York)': an instant as the company's clocks show it. */
function formatInCompanyZone(instant: Date, timeZone: string): string {
  const parts = DEADLINE(timeZone).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('weekday')}, ${value('day')} ${value('month')} ${value('year')} at ${value('hour')}:${value('minute')} (${timeZone})`;
}

/** '38.25 h': minutes as hours, to the quarter hour they are recorded in. */
export function formatHours(minutes: number): string {
  return `${Number((minutes / 60).toFixed(2))} h`;
}

/** What the e-mails of one timesheet say about it. */
export interface TimesheetEmailFacts {
  id: string;
  /** The developer, or the contract's role when it names none. */
  who: string;
  vendorName: string;
  contractNumber: string;
  weekStart: string;
  totalMinutes: number;
  hoursPerWeek: number;
  autoApprovesAt: Date;
  timeZone: string;
  companyName: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

/** The portal's page of a timesheet. */
export const timesheetLink = (publicUrl: string, id: string) => `${publicUrl}/my-team/timesheets/${encodeURIComponent(id)}`;

function hoursParagraph(facts: TimesheetEmailFacts): string {
  const hours = `${formatHours(facts.totalMinutes)} under contract ${facts.contractNumber} (${facts.hoursPerWeek} h a week).`;
  return facts.totalMinutes > facts.hoursPerWeek * 60
    ? `${hours} That is more than the contract's ${facts.hoursPerWeek} hours a week: check the days before you approve.`
    : hours;
}

/**
 * A submitted (or revised) timesheet waits for the reader's review: whose, which week, how many
 * hours, and when it is approved by itself if nobody queries it. Plain text, and the same as escaped HTML.
 */
export function timesheetToApproveEmail(input: {
  to: Recipient;
  facts: TimesheetEmailFacts;
  revised: boolean;
  link: string;
}): OutgoingEmail {
  const { facts } = input;
  const week = formatWeekOf(facts.weekStart);
  const paragraphs = [
    `Hello ${input.to.firstName},`,
    input.revised
      ? `${facts.vendorName} revised the timesheet of ${facts.who} for the week of ${week} after your query, and submitted it again.`
      : `${facts.vendorName} submitted the timesheet of ${facts.who} for the week of ${week}.`,
    hoursParagraph(facts),
    `Approve it, or query it with a reason, on its page. If nobody queries it, it is approved automatically on ${formatInCompanyZone(facts.autoApprovesAt, facts.timeZone)}, as the service contract terms say.`,
    'Review the timesheet:',
    input.link,
    `You receive this e-mail because you manage contracts for ${facts.companyName} on the client portal.`,
  ];
  return {
    to: input.to.email,
    subject: `Timesheet to approve: ${facts.who}, week of ${week}`,
    ...emailBody(paragraphs, { link: input.link, label: 'Review the timesheet' }),
  };
}

/** The day before a timesheet is approved by itself: the last chance to query it. */
export function timesheetReminderEmail(input: { to: Recipient; facts: TimesheetEmailFacts; link: string }): OutgoingEmail {
  const { facts } = input;
  const week = formatWeekOf(facts.weekStart);
  const paragraphs = [
    `Hello ${input.to.firstName},`,
    `The timesheet of ${facts.who} for the week of ${week} (${facts.vendorName}) is approved automatically on ${formatInCompanyZone(facts.autoApprovesAt, facts.timeZone)} unless someone queries it before then.`,
    hoursParagraph(facts),
    'Review the timesheet:',
    input.link,
    `You receive this e-mail because you manage contracts for ${facts.companyName} on the client portal.`,
  ];
  return {
    to: input.to.email,
    subject: `Timesheet approved automatically tomorrow: ${facts.who}, week of ${week}`,
    ...emailBody(paragraphs, { link: input.link, label: 'Review the timesheet' }),
  };
}
