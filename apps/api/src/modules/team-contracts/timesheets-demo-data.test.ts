import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { asc, eq } from 'drizzle-orm';
import { TIMESHEET_STATUSES } from '@portal/api-schema';
import type { DatabaseHandle } from '../../platform/database/database';
import { wallClock } from '../../platform/time-zones/wall-clock';
import { companies } from '../company-users/tables';
import { DEMO_IDS, seedDemoData } from '../../demo/seed';
import { testPasswords } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { DEMO_CONTRACTS } from './demo-data';
import { contracts, timesheetEntries, timesheetEvents, timesheets } from './tables';

let database: DatabaseHandle;
const now = new Date();
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, testPasswords);
}, 120_000);
afterAll(() => database?.close());

const allTimesheets = () => database.db.select().from(timesheets).orderBy(asc(timesheets.contractId), asc(timesheets.weekStart));

test('the demo companies count their weeks in their own time zones', async () => {
  const rows = await database.db.select({ id: companies.id, timeZone: companies.timeZone }).from(companies);
  expect(rows.find((row) => row.id === DEMO_IDS.acme)?.timeZone).toBe('America/New_York');
  expect(rows.find((row) => row.id === DEMO_IDS.globex)?.timeZone).toBe('Europe/Berlin');
});

test('every hourly contract that was worked has about four months of ended weeks, in every state', async () => {
  const rows = await allTimesheets();
  const hourly = await database.db.select().from(contracts);
  const worked = hourly.filter((contract) => ['active', 'notice_given', 'ended'].includes(contract.status) && contract.rateMinor > 0);
  expect(new Set(rows.map((row) => row.contractId))).toEqual(new Set(worked.map((contract) => contract.id)));
  for (const contract of worked) {
    const own = rows.filter((row) => row.contractId === contract.id);
    expect(own.length).toBeGreaterThanOrEqual(contract.id === DEMO_CONTRACTS.acme.sofiaActive.id ? 5 : 15);
    expect(own.length).toBeLessThanOrEqual(17);
    // Ended contracts: nothing waits for review any more.
    if (contract.status === 'ended') expect(own.every((row) => row.status === 'approved')).toBe(true);
  }
  expect(new Set(rows.map((row) => row.status))).toEqual(new Set(TIMESHEET_STATUSES));
  expect(rows.filter((row) => row.approvedAutomatically).length).toBeGreaterThanOrEqual(3);
  expect(rows.filter((row) => row.revision === 2 && row.status === 'approved').length).toBeGreaterThanOrEqual(1);
});

test("weeks are Mondays of ended weeks in the company's zone, with hours in quarter hours inside the contract", async () => {
  const rows = await allTimesheets();
  const entries = await database.db.select().from(timesheetEntries);
  const contractRows = await database.db.select().from(contracts);
  const zones = await database.db.select({ id: companies.id, timeZone: companies.timeZone }).from(companies);
  for (const row of rows) {
    expect(new Date(`${row.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    const zone = zones.find((company) => company.id === row.companyId)?.timeZone ?? 'UTC';
    const local = wallClock(now.getTime(), zone);
    const today = `${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`;
    const sunday = new Date(Date.parse(`${row.weekStart}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    expect(sunday < today).toBe(true);
    const contract = contractRows.find((candidate) => candidate.id === row.contractId)!;
    const own = entries.filter((entry) => entry.timesheetId === row.id);
    expect(own.reduce((sum, entry) => sum + entry.minutes, 0)).toBe(row.totalMinutes);
    for (const entry of own) {
      expect(entry.minutes % 15).toBe(0);
      expect(entry.day >= (contract.startsOn ?? '') && (contract.endsOn === null || entry.day <= contract.endsOn)).toBe(true);
    }
  }
  const over = rows.filter((row) => {
    const contract = contractRows.find((candidate) => candidate.id === row.contractId)!;
    return row.totalMinutes > contract.hoursPerWeek * 60;
  });
  expect(over.length).toBeGreaterThanOrEqual(1);
});

test('waiting ones auto-approve in the future, some within two days; each has the history of its state', async () => {
  const rows = await allTimesheets();
  const events = await database.db.select().from(timesheetEvents).orderBy(asc(timesheetEvents.id));
  const submitted = rows.filter((row) => row.status === 'submitted');
  expect(submitted.length).toBeGreaterThanOrEqual(4);
  for (const row of submitted) {
    expect(row.autoApprovesAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(row.submittedAt.getTime()).toBeLessThanOrEqual(now.getTime());
  }
  expect(submitted.some((row) => row.autoApprovesAt!.getTime() - now.getTime() < 4 * 86_400_000)).toBe(true);
  const kinds = (id: string) => events.filter((event) => event.timesheetId === id).map((event) => event.kind);
  for (const row of rows) {
    if (row.status === 'submitted') expect(kinds(row.id)).toEqual(['submitted']);
    if (row.status === 'queried') expect(kinds(row.id)).toEqual(['submitted', 'queried']);
    if (row.approvedAutomatically) expect(kinds(row.id)).toEqual(['submitted', 'auto_approved']);
    if (row.status === 'approved' && !row.approvedAutomatically) {
      expect(row.approvedBy).not.toBeNull();
      expect(kinds(row.id)).toEqual(row.revision === 1 ? ['submitted', 'approved'] : ['submitted', 'queried', 'resubmitted', 'approved']);
    }
  }
  const [queried] = rows.filter((row) => row.status === 'queried');
  const query = events.find((event) => event.timesheetId === queried?.id && event.kind === 'queried');
  expect(query?.days.length).toBeGreaterThanOrEqual(1);
  expect(query?.actorLabel).not.toBe('System');
  const automatic = events.find((event) => event.kind === 'auto_approved');
  expect(automatic).toMatchObject({ actorLabel: 'System', actorUserId: null });
});

test('seeding again changes no timesheet', async () => {
  const before = {
    timesheets: await allTimesheets(),
    entries: await database.db.select().from(timesheetEntries),
    events: await database.db.select().from(timesheetEvents),
  };
  await seedDemoData(database.db, testPasswords);
  expect(await allTimesheets()).toEqual(before.timesheets);
  expect(await database.db.select().from(timesheetEntries)).toHaveLength(before.entries.length);
  expect(await database.db.select().from(timesheetEvents)).toHaveLength(before.events.length);
  const [hannah] = await database.db.select().from(timesheets).where(eq(timesheets.contractId, DEMO_CONTRACTS.acme.hannahActive.id));
  expect(hannah).toBeDefined();
});
