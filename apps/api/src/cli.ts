import { sql } from 'drizzle-orm';
import { ROLES } from '@portal/api-schema';
import { type Config, loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo/seed';
import { setUserEnabled, userEnabledMessage } from './modules/auth';
import { insertBulkInvoices } from './modules/billing';
import { runContractSchedule, runTimesheetSchedule } from './modules/team-contracts';
import { activateSandboxUser, activationMessage } from './modules/company-users';
import { companies, users } from './modules/company-users/tables';
import { createPasswordHasher } from './platform/access/passwords';
import { announceOnly } from './platform/access/session-revocation';
import { recordAudit } from './platform/audit/audit-log';
import { type DatabaseHandle, openDatabase } from './platform/database/database';

const USAGE = `Usage: cli <command>

Commands:
  migrate   apply the database migrations
  seed      apply the migrations, then add the demo data that is missing (safe to repeat)
  load-company <email> <invoices>
            a new company with one user (every role, the demo password) and that many invoices,
            for load tests; prints the company id
  activate <email>
            makes a new customer (a SandboxUser whose company is set up) a ClientUser with every role
  disable <email>
            the user can no longer sign in; every session of theirs ends at once in every API process
  enable <email>
            the user can sign in again
  contract-schedule
            one pass of the contract schedule every API process runs hourly: contracts start and end
            on their days, ending-soon reminders are e-mailed (each once, whoever runs it)
  timesheet-schedule
            one pass of the timesheet schedule every API process runs: timesheets nobody queried
            within five business days are approved, day-before reminders e-mailed (each once)`;

/** Opens the configured database with its migrations applied, runs `work` on it, and closes it. */
async function withDatabase(work: (database: DatabaseHandle, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await work(database, config);
  } finally {
    await database.close();
  }
}

async function run(command: string | undefined): Promise<void> {
  if (command === 'load-company') return loadCompany(process.argv[3], Number(process.argv[4]));
  if (command === 'activate') return activate(process.argv[3]);
  if (command === 'disable' || command === 'enable') return setEnabled(process.argv[3], command === 'enable');
  if (command === 'contract-schedule') return contractSchedule();
  if (command === 'timesheet-schedule') return timesheetSchedule();
  if (command !== 'migrate' && command !== 'seed') {
    console.error(USAGE);
    process.exitCode = command ? 1 : 0;
    return;
  }
  await withDatabase(async (database, config) => {
    console.log(`Migrations applied (${database.driver}).`);
    if (command === 'seed') {
      const { usersCreated } = await seedDemoData(database.db, createPasswordHasher(config.passwordHashing), {
        paymentProductSlug: config.publicRuntime.paymentProductSlug,
      });
      console.log(`Demo data: ${usersCreated} user(s) created. Every demo password is ${DEMO_PASSWORD}:`);
      for (const user of DEMO_USERS) console.log(`  ${user.email}`);
    }
  });
}

async function loadCompany(email: string | undefined, invoiceCount: number): Promise<void> {
  if (!email || !Number.isInteger(invoiceCount) || invoiceCount < 0) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  await withDatabase(async (database, config) => {
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Load ${email}` })
      .returning({ id: companies.id });
    if (!company) throw new Error('No company created');
    await database.db.insert(users).values({
      companyId: company.id,
      email: email.toLowerCase(),
      passwordHash: await createPasswordHasher(config.passwordHashing).hash(DEMO_PASSWORD),
      firstName: 'Load',
      lastName: 'Test',
      roles: [...ROLES],
      isAgreed: true,
    });
    await insertBulkInvoices(database.db, { companyId: company.id, count: invoiceCount, numberPrefix: 'LOAD' });
    // Settle the table now rather than whenever autovacuum comes by: fresh statistics for the
    // planner, and the rows' visibility recorded once instead of by the first queries to read them.
    await database.db.execute(sql`vacuum (analyze) invoices`);
    console.log(company.id);
  });
}

async function activate(email: string | undefined): Promise<void> {
  if (!email) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  await withDatabase(async (database) => {
    const result = await activateSandboxUser({ db: database.db }, { email });
    const message = activationMessage(email, result);
    if (result.kind === 'activated') {
      await recordAudit(database.db, {
        action: 'user.activated',
        companyId: result.companyId,
        subjectType: 'user',
        subjectId: result.userId,
        metadata: { by: 'operator' },
      });
      console.log(message);
    } else {
      console.error(message);
      process.exitCode = 1;
    }
  });
}

async function setEnabled(email: string | undefined, enabled: boolean): Promise<void> {
  if (!email) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  await withDatabase(async (database) => {
    const result = await setUserEnabled({ db: database.db, revocation: announceOnly }, { email, enabled });
    const message = userEnabledMessage(email, enabled, result);
    if (result.kind === 'unknown_user' || result.kind === 'last_editor') {
      console.error(message);
      process.exitCode = 1;
    } else {
      console.log(message);
    }
  });
}

async function contractSchedule(): Promise<void> {
  await withDatabase(async (database, config) => {
    const result = await runContractSchedule({ db: database.db, publicUrl: config.publicUrl });
    console.log(
      `Contracts started: ${result.started}, ended: ${result.ended}; reminders sent: ${result.reminders} (${result.emails} e-mail(s) queued).`,
    );
  });
}

async function timesheetSchedule(): Promise<void> {
  await withDatabase(async (database, config) => {
    const result = await runTimesheetSchedule({ db: database.db, publicUrl: config.publicUrl });
    console.log(
      `Timesheets approved automatically: ${result.autoApproved}; reminders sent: ${result.reminders} (${result.emails} e-mail(s) queued).`,
    );
  });
}

run(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
