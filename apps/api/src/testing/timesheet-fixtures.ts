import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, type TimesheetEntry } from '@portal/api-schema';
import { companies, users } from '../modules/company-users/tables';
import { talents } from '../modules/hiring/tables';
import { contracts } from '../modules/team-contracts/tables';
import { weekDays, weekStartOf } from '../modules/team-contracts/company-week';
import { resubmitTimesheet } from '../modules/team-contracts/resubmit-timesheet';
import { submitTimesheet } from '../modules/team-contracts/submit-timesheet';
import type { Database } from '../platform/database/database';
import { createVendorWithTalent } from './contract-schedule-fixtures';
import { createTestUser } from './test-app';

/** The portal's address the timesheet e-mails link to, as the test configuration has it. */
export const TEST_PUBLIC_URL = 'http://portal.test';

const unique = () => randomUUID().slice(0, 8);

/**
 * A company of its own for the timesheet tests, in `timeZone`: a reviewer and a colleague with the
 * contracts role (both told of timesheets), a disabled one and one without the role (told of
 * nothing), a vendor, a talent and an hourly contract (40 h a week) that started a year ago.
 */
export async function createTimesheetCompany(db: Database, options: { timeZone?: string; talentFirstName?: string } = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Timesheets ${unique()}`, timeZone: options.timeZone ?? 'UTC' })
    .returning();
  if (!company) throw new Error('No company created');
  const reviewer = await createTestUser(db, { companyId: company.id, roles: ['contracts'] });
  const colleague = await createTestUser(db, { companyId: company.id, roles: ['invoices', 'contracts'] });
  const disabled = await createTestUser(db, { companyId: company.id, roles: ['contracts'], enabled: false });
  const payer = await createTestUser(db, { companyId: company.id, roles: ['invoices', 'my_company'] });
  await db.update(users).set({ firstName: 'Rita', lastName: 'Reviewer' }).where(eq(users.id, reviewer.id));
  const { vendor, talent } = await createVendorWithTalent(db, options);
  const company_ = {
    companyId: company.id,
    companyName: company.name,
    timeZone: company.timeZone,
    reviewer,
    colleague,
    disabled,
    payer,
    vendor,
    talent,
  };
  const contract = await createHourlyContract(db, company_);
  return { ...company_, contract };
}

export type TimesheetCompany = Awaited<ReturnType<typeof createTimesheetCompany>>;

/** An hourly contract of the company's talent: active, 40 h a week at 50.00 USD, from a year before today unless told. */
export async function createHourlyContract(
  db: Database,
  company: { companyId: string; vendor: { id: string }; talent: { id: string } },
  input: {
    status?: 'active' | 'notice_given' | 'ended' | 'signed';
    hoursPerWeek?: number;
    rateMinor?: number;
    startsOn?: string;
    endsOn?: string | null;
  } = {},
) {
  const [contract] = await db
    .insert(contracts)
    .values({
      companyId: company.companyId,
      vendorId: company.vendor.id,
      talentId: company.talent.id,
      number: `CTR-TS-${unique()}`,
      status: input.status ?? 'active',
      roleTitle: 'Backend engineer',
      hoursPerWeek: input.hoursPerWeek ?? 40,
      rateMinor: input.rateMinor ?? 5_000,
      startsOn: input.startsOn ?? addDays(new Date().toISOString().slice(0, 10), -365),
      endsOn: input.endsOn ?? null,
    })
    .returning();
  if (!contract) throw new Error('No contract created');
  return contract;
}

/** The Monday `weeksAgo` weeks before the current week of the zone. */
export function pastWeek(weeksAgo: number, timeZone = 'UTC', now = new Date()): string {
  return addDays(weekStartOf(now, timeZone), -7 * weeksAgo);
}

/** A week's entries: `minutes` on each weekday (Monday to Friday), with a note. */
export function weekdayEntries(weekStart: string, minutes = 8 * 60): TimesheetEntry[] {
  return weekDays(weekStart)
    .slice(0, 5)
    .map((day) => ({ day, minutes, note: `Worked on the API (${day})` }));
}

/** The vendor submits the contract's week through the operation, as the sandbox's vendor does. */
export async function submitTestTimesheet(
  db: Database,
  input: { contractId: string; weekStart: string; entries?: TimesheetEntry[]; minutesPerDay?: number; now?: Date },
) {
  const submitted = await submitTimesheet(
    { db, publicUrl: TEST_PUBLIC_URL },
    {
      contractId: input.contractId,
      submission: { week_start: input.weekStart, entries: input.entries ?? weekdayEntries(input.weekStart, input.minutesPerDay) },
      now: input.now,
    },
  );
  if (!submitted) throw new Error(`The week of ${input.weekStart} has a timesheet already`);
  return submitted;
}

/** The vendor revises a queried timesheet through the operation. */
export async function resubmitTestTimesheet(
  db: Database,
  input: { timesheetId: string; revision: number; weekStart: string; minutesPerDay?: number; now?: Date },
) {
  const resubmitted = await resubmitTimesheet(
    { db, publicUrl: TEST_PUBLIC_URL },
    {
      timesheetId: input.timesheetId,
      revision: input.revision,
      entries: weekdayEntries(input.weekStart, input.minutesPerDay),
      now: input.now,
    },
  );
  if (!resubmitted) throw new Error(`Timesheet ${input.timesheetId} is not queried at revision ${input.revision}`);
  return resubmitted;
}

/**
 * A timesheet of an existing company (the demo's, for the proofs) waiting for review: a contract of
 * its own with one of the company's vendors and a new talent, and last week submitted under it.
 */
export async function createWaitingTimesheet(db: Database, companyId: string): Promise<{ id: string; revision: number }> {
  const [known] = await db.select({ vendorId: contracts.vendorId }).from(contracts).where(eq(contracts.companyId, companyId)).limit(1);
  if (!known) throw new Error(`Company ${companyId} has no contract to take a vendor from`);
  const [talent] = await db
    .insert(talents)
    .values({
      firstName: 'Tim',
      lastName: `Sheet ${unique()}`,
      title: 'Developer',
      summary: '',
      skills: [],
      experience: [],
      city: 'Porto',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
      englishLevel: 'C1',
    })
    .returning({ id: talents.id });
  if (!talent) throw new Error('No talent created');
  const contract = await createHourlyContract(db, { companyId, vendor: { id: known.vendorId }, talent });
  const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return submitTestTimesheet(db, { contractId: contract.id, weekStart: pastWeek(1, company?.timeZone ?? 'UTC') });
}
