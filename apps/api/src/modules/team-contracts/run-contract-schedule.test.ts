import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables';
import { type DatabaseHandle, openPostgresDatabase } from '../../platform/database/database';
import { outboxEmails } from '../../platform/outbox/tables';
import { type ContractsCompany, createContractsCompany, insertTestContract } from '../../testing/contract-schedule-fixtures';
import { createTestDatabase } from '../../testing/test-database';
import { users } from '../company-users/tables';
import { addDays } from '@portal/api-schema';
import { isoDay } from './contract-status';
import { runContractSchedule } from './run-contract-schedule';
import { startSchedule } from '../../platform/schedule/start-schedule';
import { contractScheduleJob } from './contract-schedule-job';
import { contractEvents, contractReminders, contracts } from './tables';

const PUBLIC_URL = 'http://portal.test';
const NOW = new Date();
const TODAY = isoDay(NOW);
const DAY_MS = 24 * 60 * 60 * 1000;
const daysLater = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

let database: DatabaseHandle;
/** A second pool on the same server, as a second API process has; PGlite has one connection, so passes share it. */
let otherProcess: DatabaseHandle | null = null;
beforeAll(async () => {
  database = await createTestDatabase({ demoData: true });
  if ('url' in database && typeof database.url === 'string') otherProcess = openPostgresDatabase(database.url, { poolSize: 4 });
}, 60_000);
afterAll(async () => {
  await otherProcess?.close();
  await database?.close();
});

const pass = (now: Date = NOW, db = database.db) => runContractSchedule({ db, publicUrl: PUBLIC_URL }, { now });

async function statusOf(id: string) {
  const [row] = await database.db
    .select({ status: contracts.status, version: contracts.version })
    .from(contracts)
    .where(eq(contracts.id, id));
  return row;
}

async function eventsOf(id: string) {
  return database.db
    .select({
      kind: contractEvents.kind,
      actorUserId: contractEvents.actorUserId,
      actorLabel: contractEvents.actorLabel,
      details: contractEvents.details,
    })
    .from(contractEvents)
    .where(eq(contractEvents.contractId, id))
    .orderBy(asc(contractEvents.id));
}

async function auditOf(ids: string[]) {
  return database.db
    .select({
      action: auditLog.action,
      companyId: auditLog.companyId,
      actorUserId: auditLog.actorUserId,
      subjectId: auditLog.subjectId,
      metadata: auditLog.metadata,
    })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'contract'), inArray(auditLog.subjectId, ids)))
    .orderBy(asc(auditLog.id));
}

/** The e-mails queued for the company's people, oldest first. */
async function mailsOf(company: ContractsCompany) {
  const addresses = [company.manager.email, company.colleague.email, company.disabled.email, company.interviewer.email];
  return database.db
    .select({ to: outboxEmails.to, subject: outboxEmails.subject, text: outboxEmails.text, html: outboxEmails.html })
    .from(outboxEmails)
    .where(inArray(outboxEmails.to, addresses))
    .orderBy(asc(outboxEmails.createdAt), asc(outboxEmails.to));
}

async function remindersOf(id: string) {
  return database.db
    .select({ daysBefore: contractReminders.daysBefore, endsOn: contractReminders.endsOn })
    .from(contractReminders)
    .where(eq(contractReminders.contractId, id))
    .orderBy(asc(contractReminders.sentAt), asc(contractReminders.daysBefore));
}

describe('status moves', () => {
  test('signed contracts start on their start day and running ones end after their last day, each once, by the system', async () => {
    const company = await createContractsCompany(database.db);
    const make = (status: Parameters<typeof insertTestContract>[2]['status'], startsIn: number | null, endsIn: number | null) =>
      insertTestContract(database.db, company, { status, today: TODAY, startsIn, endsIn });
    const startsToday = await make('signed', 0, 120);
    const startsTomorrow = await make('signed', 1, 120);
    const signedNoStart = await make('signed', null, null);
    const signedLongOver = await make('signed', -90, -1);
    const activeEndedYesterday = await make('active', -90, -1);
    const activeLastDay = await make('active', -90, 0);
    const noticeEndedYesterday = await make('notice_given', -90, -1);
    const openEnded = await make('active', -90, null);
    const awaitingLate = await make('awaiting_signature', -5, 60);
    const endedLongAgo = await make('ended', -300, -100);
    const cancelled = await make('cancelled', -5, 60);

    await pass();

    const expected: Array<[typeof startsToday, string, number]> = [
      [startsToday, 'active', 1],
      [startsTomorrow, 'signed', 0],
      [signedNoStart, 'active', 1],
      [signedLongOver, 'ended', 1],
      [activeEndedYesterday, 'ended', 1],
      [activeLastDay, 'active', 0],
      [noticeEndedYesterday, 'ended', 1],
      [openEnded, 'active', 0],
      [awaitingLate, 'awaiting_signature', 0],
      [endedLongAgo, 'ended', 0],
      [cancelled, 'cancelled', 0],
    ];
    for (const [contract, status, version] of expected) {
      expect({ number: contract.number, ...(await statusOf(contract.id)) }).toEqual({ number: contract.number, status, version });
    }

    expect(await eventsOf(startsToday.id)).toEqual([
      { kind: 'started', actorUserId: null, actorLabel: 'System', details: { starts_on: startsToday.startsOn } },
    ]);
    expect(await eventsOf(activeEndedYesterday.id)).toEqual([
      { kind: 'ended', actorUserId: null, actorLabel: 'System', details: { ends_on: activeEndedYesterday.endsOn } },
    ]);
    expect(await eventsOf(startsTomorrow.id)).toEqual([]);
    const moves = async () =>
      (await auditOf(expected.map(([contract]) => contract.id))).filter((entry) => entry.action !== 'contract.reminder_sent');
    const audit = await moves();
    expect(audit).toHaveLength(5);
    expect(audit.find((entry) => entry.subjectId === startsToday.id)).toEqual({
      action: 'contract.started',
      companyId: company.companyId,
      actorUserId: null,
      subjectId: startsToday.id,
      metadata: { from: 'signed', to: 'active', starts_on: startsToday.startsOn },
    });
    expect(audit.find((entry) => entry.subjectId === noticeEndedYesterday.id)).toMatchObject({
      action: 'contract.ended',
      actorUserId: null,
      metadata: { from: 'notice_given', to: 'ended', ends_on: noticeEndedYesterday.endsOn },
    });

    // Again the same day, and the next: nothing moves twice.
    await pass();
    expect(await moves()).toHaveLength(5);
    expect(await eventsOf(startsToday.id)).toHaveLength(1);

    // The day after its start, the contract signed for tomorrow starts; the one on its last day ends the day after.
    await pass(daysLater(1));
    expect((await statusOf(startsTomorrow.id))?.status).toBe('active');
    expect((await statusOf(activeLastDay.id))?.status).toBe('ended');
    expect((await statusOf(openEnded.id))?.status).toBe('active');
  });
});

describe('ending-soon reminders', () => {
  test('go to every enabled user of the company with the contracts role, 30, 7 and 1 days before the end, each once', async () => {
    const company = await createContractsCompany(database.db);
    const contract = await insertTestContract(database.db, company, { status: 'active', today: TODAY, endsIn: 30 });

    const first = await pass();
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    let mails = await mailsOf(company);
    expect(mails.map((mail) => mail.to).sort()).toEqual([company.colleague.email, company.manager.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe(`Contract ${contract.number} with Ada Lovelace ends in 30 days`);
      expect(mail.text).toContain(`${PUBLIC_URL}/contracts/${contract.id}`);
      expect(mail.text).toContain('request an extension');
      expect(mail.html).toContain(`href="${PUBLIC_URL}/contracts/${contract.id}"`);
    }
    expect(mails.find((mail) => mail.to === company.manager.email)?.text).toContain('Hello Mara,');
    expect(await remindersOf(contract.id)).toEqual([{ daysBefore: 30, endsOn: contract.endsOn }]);
    expect(await auditOf([contract.id])).toEqual([
      {
        action: 'contract.reminder_sent',
        companyId: company.companyId,
        actorUserId: null,
        subjectId: contract.id,
        metadata: { days_before: 30, days_left: 30, ends_on: contract.endsOn, recipients: 2 },
      },
    ]);

    // Every later pass before the 7-day mark sends nothing more.
    for (const day of [0, 1, 12, 22]) await pass(daysLater(day));
    expect(await mailsOf(company)).toHaveLength(2);

    await pass(daysLater(23));
    await pass(daysLater(23));
    await pass(daysLater(29));
    await pass(daysLater(30));
    mails = await mailsOf(company);
    expect(mails.map((mail) => mail.subject)).toEqual([
      ...Array(2).fill(`Contract ${contract.number} with Ada Lovelace ends in 30 days`),
      ...Array(2).fill(`Contract ${contract.number} with Ada Lovelace ends in 7 days`),
      ...Array(2).fill(`Contract ${contract.number} with Ada Lovelace ends tomorrow`),
    ]);
    expect((await remindersOf(contract.id)).map((row) => row.daysBefore)).toEqual([30, 7, 1]);
    expect((await auditOf([contract.id])).map((entry) => entry.action)).toEqual(Array(3).fill('contract.reminder_sent'));

    // After its last day it ends and nothing more is sent.
    await pass(daysLater(31));
    expect((await statusOf(contract.id))?.status).toBe('ended');
    expect(await mailsOf(company)).toHaveLength(6);
  });

  test('a contract found past a mark gets one catch-up reminder, not every missed one', async () => {
    const company = await createContractsCompany(database.db);
    const contract = await insertTestContract(database.db, company, { status: 'notice_given', today: TODAY, endsIn: 5 });
    await pass();
    await pass();
    const mails = await mailsOf(company);
    expect(mails.map((mail) => mail.subject)).toEqual(Array(2).fill(`Contract ${contract.number} with Ada Lovelace ends in 5 days`));
    expect(mails[0]?.text).toContain('Notice has been given on this contract.');
    expect(await remindersOf(contract.id)).toEqual([{ daysBefore: 7, endsOn: contract.endsOn }]);
  });

  test('an extended end date is reminded again before the new end', async () => {
    const company = await createContractsCompany(database.db);
    const contract = await insertTestContract(database.db, company, { status: 'active', today: TODAY, endsIn: 7 });
    await pass();
    const newEnd = addDays(TODAY, 40);
    await database.db.update(contracts).set({ endsOn: newEnd }).where(eq(contracts.id, contract.id));
    await pass();
    expect(await mailsOf(company)).toHaveLength(2);
    await pass(daysLater(10));
    expect(await remindersOf(contract.id)).toEqual([
      { daysBefore: 7, endsOn: contract.endsOn },
      { daysBefore: 30, endsOn: newEnd },
    ]);
    expect((await mailsOf(company)).map((mail) => mail.subject).slice(2)).toEqual(
      Array(2).fill(`Contract ${contract.number} with Ada Lovelace ends in 30 days`),
    );
  });

  test('contracts awaiting signature, open-ended or far from their end are not reminded; one naming no talent is named by its vendor', async () => {
    const company = await createContractsCompany(database.db);
    const awaiting = await insertTestContract(database.db, company, { status: 'awaiting_signature', today: TODAY, startsIn: 3, endsIn: 7 });
    const openEnded = await insertTestContract(database.db, company, { status: 'active', today: TODAY, endsIn: null });
    const far = await insertTestContract(database.db, company, { status: 'active', today: TODAY, endsIn: 31 });
    const signed = await insertTestContract(database.db, company, {
      status: 'signed',
      today: TODAY,
      startsIn: 2,
      endsIn: 20,
      withTalent: false,
    });
    await pass();
    for (const contract of [awaiting, openEnded, far]) expect(await remindersOf(contract.id)).toEqual([]);
    expect((await mailsOf(company)).map((mail) => mail.subject)).toEqual(
      Array(2).fill(`Contract ${signed.number} with ${company.vendor.name} ends in 20 days`),
    );
  });

  test('with no one to tell nothing is claimed, so someone given the role later is still told', async () => {
    const company = await createContractsCompany(database.db);
    await database.db
      .update(users)
      .set({ enabled: false })
      .where(inArray(users.id, [company.manager.id, company.colleague.id]));
    const contract = await insertTestContract(database.db, company, { status: 'active', today: TODAY, endsIn: 7 });
    await pass();
    expect(await remindersOf(contract.id)).toEqual([]);
    expect(await mailsOf(company)).toEqual([]);

    await database.db.update(users).set({ enabled: true }).where(eq(users.id, company.colleague.id));
    await pass();
    expect((await mailsOf(company)).map((mail) => mail.to)).toEqual([company.colleague.email]);
  });

  test('names from vendors are escaped in the HTML', async () => {
    const hostile = '<script>alert(1)</script>';
    const company = await createContractsCompany(database.db, { talentFirstName: hostile });
    await insertTestContract(database.db, company, { status: 'active', today: TODAY, endsIn: 7 });
    await pass();
    const [mail] = await mailsOf(company);
    expect(mail?.subject).toContain(hostile);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('several API processes', () => {
  test('two passes at the same moment send each reminder once and move each contract once', async () => {
    // Whatever is due from the other tests and the demo goes first, so that only this test's contracts are left.
    await pass();
    const company = await createContractsCompany(database.db);
    const reminded = [];
    for (const endsIn of [30, 29, 7, 6, 1, 0]) {
      reminded.push(await insertTestContract(database.db, company, { status: 'active', today: TODAY, endsIn }));
    }
    const starting = [];
    for (let index = 0; index < 4; index += 1) {
      starting.push(await insertTestContract(database.db, company, { status: 'signed', today: TODAY, startsIn: 0, endsIn: 200 }));
    }

    const results = await Promise.all([pass(NOW, database.db), pass(NOW, otherProcess?.db ?? database.db)]);

    const total = results.reduce((sum, result) => ({
      started: sum.started + result.started,
      ended: sum.ended + result.ended,
      reminders: sum.reminders + result.reminders,
      emails: sum.emails + result.emails,
    }));
    expect(total).toEqual({ started: 4, ended: 0, reminders: 6, emails: 12 });
    const mails = await mailsOf(company);
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((mail) => `${mail.to} ${mail.subject}`)).size).toBe(12);
    for (const contract of reminded) expect(await remindersOf(contract.id)).toHaveLength(1);
    for (const contract of starting) {
      expect(await statusOf(contract.id)).toEqual({ status: 'active', version: 1 });
      expect(await eventsOf(contract.id)).toHaveLength(1);
    }
    const audit = await auditOf([...reminded, ...starting].map((contract) => contract.id));
    expect(audit.filter((entry) => entry.action === 'contract.reminder_sent')).toHaveLength(6);
    expect(audit.filter((entry) => entry.action === 'contract.started')).toHaveLength(4);
  });
});

describe('the schedule in a process', () => {
  test('runs a pass at once, logs what it did, and stops after the pass under way', async () => {
    const company = await createContractsCompany(database.db);
    const contract = await insertTestContract(database.db, company, { status: 'signed', today: TODAY, startsIn: 0 });
    const logged: Array<[string, object]> = [];
    const schedule = startSchedule(contractScheduleJob({ db: database.db, publicUrl: PUBLIC_URL }, 60 * 60 * 1000), {
      log: { info: (details, message) => logged.push([message, details]), error: (details, message) => logged.push([message, details]) },
    });
    await schedule.stop();
    expect((await statusOf(contract.id))?.status).toBe('active');
    expect(logged).toEqual([['Contract schedule ran', expect.objectContaining({ started: 1 })]]);
  });

  test('a failed pass is logged, not thrown', async () => {
    const logged: string[] = [];
    const away = {
      transaction: () => Promise.reject(new Error('away')),
      select: () => {
        throw new Error('away');
      },
    } as never;
    const schedule = startSchedule(contractScheduleJob({ db: away, publicUrl: PUBLIC_URL }, 60 * 60 * 1000), {
      log: { info: (_details, message) => logged.push(message), error: (_details, message) => logged.push(message) },
    });
    await schedule.stop();
    expect(logged).toEqual(['Contract schedule failed']);
  });

  test('an interval of 0 runs nothing', async () => {
    const company = await createContractsCompany(database.db);
    const contract = await insertTestContract(database.db, company, { status: 'signed', today: TODAY, startsIn: 0 });
    const schedule = startSchedule(contractScheduleJob({ db: database.db, publicUrl: PUBLIC_URL }, 0), { log: console });
    await schedule.stop();
    expect((await statusOf(contract.id))?.status).toBe('signed');
  });
});
