import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { timesheetEvents, timesheets } from '../modules/team-contracts/tables';
import { auditLog } from '../platform/audit/tables';
import { outboxEmails } from '../platform/outbox/tables';
import { createScheduledJobRegistry, type ScheduledJobRegistry, startSchedules } from '../platform/schedule';
import { createTestContext, testConfig, testPasswords, type TestContext } from '../testing/test-app';
import { createHourlyContract, createTimesheetCompany, pastWeek, submitTestTimesheet } from '../testing/timesheet-fixtures';

// Two API processes on one database, each running the timesheet schedule on its own timer, as
// main starts it in every process: every due timesheet is approved automatically once, with one
// history event and one audit entry, and every day-before reminder goes out once.

const ENV = { TIMESHEET_SCHEDULE_INTERVAL_MS: '1000' };
const DUE = 30;
const TO_REMIND = 20;
const DAY_MS = 86_400_000;

let context: TestContext;
let processes: FastifyInstance[] = [];
let company: Awaited<ReturnType<typeof createTimesheetCompany>>;
const registries: ScheduledJobRegistry[] = [createScheduledJobRegistry(), createScheduledJobRegistry()];
const due: string[] = [];
const toRemind: string[] = [];
let passes = 0;

beforeAll(async () => {
  context = await createTestContext({ env: ENV });
  // Each process is built as main builds it, with the registry its modules fill.
  processes = await Promise.all(
    registries.map((registry) =>
      buildApp({ config: testConfig(ENV), db: context.db, passwords: testPasswords, logger: false, scheduledJobs: registry }),
    ),
  );

  company = await createTimesheetCompany(context.db);
  // Submitted eight days ago: five business days have passed, whatever the weekday.
  const longAgo = new Date(Date.now() - 8 * DAY_MS);
  for (let index = 0; index < DUE + TO_REMIND; index += 1) {
    const contract = await createHourlyContract(context.db, company);
    const { id } = await submitTestTimesheet(context.db, { contractId: contract.id, weekStart: pastWeek(3), now: longAgo });
    if (index < DUE) due.push(id);
    else toRemind.push(id);
  }
  // These wait until tomorrow: their reminder is due, their approval not yet.
  await context.db
    .update(timesheets)
    .set({ autoApprovesAt: new Date(Date.now() + DAY_MS / 2) })
    .where(inArray(timesheets.id, toRemind));
}, 120_000);

afterAll(async () => {
  for (const app of processes) await app.close();
  await context?.close();
});

const timesheetJobs = () =>
  registries.map((registry) => {
    const job = registry.list().find((candidate) => candidate.name === 'Timesheet schedule');
    if (!job) throw new Error('The timesheet schedule is not registered');
    return job;
  });

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the timesheet schedule on two processes', () => {
  test('each due timesheet is approved automatically once, each reminder sent once', async () => {
    const jobs = timesheetJobs();
    const silent = { info: () => undefined, error: (entry: unknown) => console.error(entry) };
    // Both processes' timers, and on top of them passes of both at the same moment.
    const running = jobs.map((job) => startSchedules([job], { log: silent }));
    await Promise.all(
      Array.from({ length: 5 }, () =>
        Promise.all(
          jobs.map(async (job) => {
            passes += 1;
            await job.run(new Date());
          }),
        ),
      ),
    );
    const approvedCount = async () =>
      Number(
        (
          await context.db
            .select({ total: count() })
            .from(timesheets)
            .where(and(inArray(timesheets.id, due), eq(timesheets.status, 'approved')))
        )[0]?.total ?? 0,
      );
    await waitFor(async () => (await approvedCount()) === DUE);
    // Two more ticks of each timer, which must find nothing left to do.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    for (const schedule of running) await schedule.stop();

    const events = await context.db
      .select({ timesheetId: timesheetEvents.timesheetId })
      .from(timesheetEvents)
      .where(and(inArray(timesheetEvents.timesheetId, [...due, ...toRemind]), eq(timesheetEvents.kind, 'auto_approved')));
    const audits = await context.db
      .select({ subjectId: auditLog.subjectId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timesheet.auto_approved'), inArray(auditLog.subjectId, [...due, ...toRemind])));
    const reminders = await context.db
      .select({ to: outboxEmails.to, text: outboxEmails.text })
      .from(outboxEmails)
      .where(inArray(outboxEmails.to, [company.reviewer.email, company.colleague.email]));
    const reminderMails = reminders.filter((mail) => mail.text.includes('unless someone queries it before then'));
    const remindedTimesheets = toRemind.map((id) => reminderMails.filter((mail) => mail.text.includes(id)).length);
    const [waiting] = await context.db
      .select({ total: count() })
      .from(timesheets)
      .where(and(inArray(timesheets.id, toRemind), eq(timesheets.status, 'submitted')));

    console.log(
      `timesheets on two processes: ${DUE} due, ${await approvedCount()} approved automatically, ${events.length} history events, ` +
        `${audits.length} audit entries; ${TO_REMIND} to remind, ${reminderMails.length} reminder e-mails to 2 recipients each ` +
        `(${remindedTimesheets.filter((sent) => sent === 2).length} timesheets reminded exactly once); ${passes} simultaneous passes on top of both timers`,
    );
    expect(events.map((event) => event.timesheetId).sort()).toEqual([...due].sort());
    expect(audits.map((audit) => audit.subjectId).sort()).toEqual([...due].sort());
    expect(remindedTimesheets).toEqual(Array(TO_REMIND).fill(2));
    expect(Number(waiting?.total)).toBe(TO_REMIND);
  }, 60_000);
});
