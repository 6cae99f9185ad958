import { and, eq, sql } from 'drizzle-orm';
import { ACH_METHOD_SLUG } from '@portal/api-schema';
import type { AuditAction } from '../../platform/audit/audit-log';
import { auditLog } from '../../platform/audit/tables';
import type { Database } from '../../platform/database/database';

/**
 * The demo's rows the week's entries are about, found by the modules that own them (billing's and
 * hiring's demo subjects, composed by src/demo/seed.ts); absent ones leave their entries out.
 */
interface ActivityDemoSubjects {
  /** The ACH payment waiting for its deposits, with its bank account. */
  achPayment?: { id: string; reference: string; invoiceId: string; bankAccountId: string | null; last4: string };
  accepted?: { id: string };
  overdue?: { id: string };
  /** The scheduled intro calls, soonest first. */
  upcoming: Array<{ id: string; startsAt: Date; proposalId: string | null; specialistId: string }>;
  declined?: { id: string; rfpId: string; talentId: string; reason: string | null; at: Date | null };
}

export interface ActivitySeedOptions {
  acmeId: string;
  globexId: string;
  acmeAdminId: string;
  acmeFinanceId: string;
  acmeInterviewId: string;
  acmeDisabledId: string;
  globexAdminId: string;
  subjects: ActivityDemoSubjects;
  /** The moment the demo's week of activity ends. */
  now?: Date;
}

/** Marks the seeded entries, so that seeding again adds none; nothing shows it. */
const SEEDED = 'demo_seed';

const OFFICE = '203.0.113.24';
const HOME = '198.51.100.7';
const PHONE = '192.0.2.58';

interface DemoEntry {
  /** Days before `now`, and the UTC time of that day ('HH:MM'); or the moment itself (`at`). */
  daysAgo: number;
  time: string;
  at?: Date;
  action: AuditAction;
  companyId: string;
  actorUserId: string | null;
  subjectType?: string;
  subjectId?: string;
  ip?: string;
  metadata?: Record<string, unknown>;
}

function moment(entry: DemoEntry, now: Date): Date {
  if (entry.at) return entry.at;
  const [hours = 0, minutes = 0] = entry.time.split(':').map(Number);
  const day = new Date(now.getTime() - entry.daysAgo * 86_400_000);
  day.setUTCHours(hours, minutes, 0, 0);
  // Today's entries must not lie in the future: an hour before now at the latest.
  return day.getTime() > now.getTime() ? new Date(now.getTime() - 3_600_000) : day;
}

/**
 * A realistic week of Acme's activity log (and two entries of Globex's, which Acme must never see),
 * made of the demo's own objects: the ACH payment waiting for its deposits, an invoice whose delivery
 * was accepted, the overdue invoice, the booked intro calls, the declined candidate, the disabled
 * user. Existing entries are left alone: seeding again adds nothing.
 */
export async function seedActivityDemoData(db: Database, options: ActivitySeedOptions): Promise<void> {
  const [seeded] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, options.acmeId), sql`${auditLog.metadata} ? ${SEEDED}`))
    .limit(1);
  if (seeded) return;
  const now = options.now ?? new Date();
  const { acmeId, acmeAdminId: admin, acmeFinanceId: finance, acmeInterviewId: interview } = options;

  const { achPayment, accepted, overdue, upcoming, declined } = options.subjects;

  const entries: DemoEntry[] = [
    {
      daysAgo: 7,
      time: '08:12',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: admin,
      subjectType: 'user',
      subjectId: admin,
      ip: OFFICE,
    },
    {
      daysAgo: 7,
      time: '08:31',
      action: 'user.disabled',
      companyId: acmeId,
      actorUserId: admin,
      subjectType: 'user',
      subjectId: options.acmeDisabledId,
      ip: OFFICE,
      metadata: { by: 'user' },
    },
    {
      daysAgo: 6,
      time: '09:03',
      action: 'auth.login_failed',
      companyId: acmeId,
      actorUserId: finance,
      subjectType: 'user',
      subjectId: finance,
      ip: HOME,
      metadata: { reason: 'wrong_password' },
    },
    {
      daysAgo: 6,
      time: '09:04',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: finance,
      subjectType: 'user',
      subjectId: finance,
      ip: HOME,
    },
    {
      daysAgo: 5,
      time: '10:20',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: interview,
      subjectType: 'user',
      subjectId: interview,
      ip: PHONE,
    },
    {
      daysAgo: 5,
      time: '10:26',
      action: 'user.password_changed',
      companyId: acmeId,
      actorUserId: interview,
      subjectType: 'user',
      subjectId: interview,
      ip: PHONE,
    },
    {
      daysAgo: 4,
      time: '00:05',
      action: 'invoice.status_changed',
      companyId: acmeId,
      actorUserId: null,
      subjectType: 'invoice',
      subjectId: overdue?.id,
      metadata: { from: 'open', to: 'overdue' },
    },
    {
      daysAgo: 4,
      time: '13:40',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: admin,
      subjectType: 'user',
      subjectId: admin,
      ip: OFFICE,
    },
    {
      daysAgo: 3,
      time: '14:02',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: finance,
      subjectType: 'user',
      subjectId: finance,
      ip: OFFICE,
    },
    {
      daysAgo: 3,
      time: '14:15',
      action: 'invoice.delivery_accepted',
      companyId: acmeId,
      actorUserId: finance,
      subjectType: 'invoice',
      subjectId: accepted?.id,
      ip: OFFICE,
      metadata: { from: 'in_escrow', to: 'delivery_accepted' },
    },
    {
      daysAgo: 3,
      time: '17:45',
      action: 'auth.logout',
      companyId: acmeId,
      actorUserId: finance,
      subjectType: 'user',
      subjectId: finance,
      ip: OFFICE,
    },
    {
      daysAgo: 2,
      time: '11:10',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: interview,
      subjectType: 'user',
      subjectId: interview,
      ip: PHONE,
    },
    {
      daysAgo: 1,
      time: '09:00',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: admin,
      subjectType: 'user',
      subjectId: admin,
      ip: HOME,
    },
    {
      daysAgo: 0,
      time: '08:30',
      action: 'auth.login',
      companyId: acmeId,
      actorUserId: finance,
      subjectType: 'user',
      subjectId: finance,
      ip: OFFICE,
    },
    // The rest of the week's comings and goings.
    ...[
      { daysAgo: 7, time: '17:30', action: 'auth.logout' as const, actorUserId: admin, ip: OFFICE },
      { daysAgo: 6, time: '16:55', action: 'auth.logout' as const, actorUserId: finance, ip: HOME },
      { daysAgo: 5, time: '15:10', action: 'auth.logout' as const, actorUserId: interview, ip: PHONE },
      { daysAgo: 4, time: '08:05', action: 'auth.login' as const, actorUserId: finance, ip: OFFICE },
      { daysAgo: 4, time: '12:20', action: 'auth.logout' as const, actorUserId: finance, ip: OFFICE },
      { daysAgo: 4, time: '18:10', action: 'auth.logout' as const, actorUserId: admin, ip: OFFICE },
      { daysAgo: 3, time: '09:45', action: 'auth.login' as const, actorUserId: interview, ip: PHONE },
      { daysAgo: 2, time: '08:40', action: 'auth.login' as const, actorUserId: admin, ip: OFFICE },
      { daysAgo: 2, time: '16:35', action: 'auth.logout' as const, actorUserId: admin, ip: OFFICE },
      {
        daysAgo: 1,
        time: '07:58',
        action: 'auth.login_failed' as const,
        actorUserId: interview,
        ip: PHONE,
        metadata: { reason: 'wrong_password' },
      },
      { daysAgo: 1, time: '07:59', action: 'auth.login' as const, actorUserId: interview, ip: PHONE },
      { daysAgo: 1, time: '10:30', action: 'auth.login' as const, actorUserId: finance, ip: OFFICE },
      { daysAgo: 1, time: '17:05', action: 'auth.logout' as const, actorUserId: finance, ip: OFFICE },
    ].map((entry) => ({ ...entry, companyId: acmeId, subjectType: 'user', subjectId: entry.actorUserId })),
    {
      daysAgo: 6,
      time: '12:00',
      action: 'auth.login',
      companyId: options.globexId,
      actorUserId: options.globexAdminId,
      subjectType: 'user',
      subjectId: options.globexAdminId,
      ip: '192.0.2.200',
    },
    {
      daysAgo: 2,
      time: '12:30',
      action: 'auth.logout',
      companyId: options.globexId,
      actorUserId: options.globexAdminId,
      subjectType: 'user',
      subjectId: options.globexAdminId,
      ip: '192.0.2.200',
    },
  ];
  if (achPayment) {
    const metadata = { reference: achPayment.reference };
    entries.push(
      {
        daysAgo: 1,
        time: '09:12',
        action: 'payment.created',
        companyId: acmeId,
        actorUserId: admin,
        subjectType: 'payment',
        subjectId: achPayment.id,
        ip: HOME,
        metadata: { ...metadata, method: ACH_METHOD_SLUG, invoice_id: achPayment.invoiceId },
      },
      {
        daysAgo: 1,
        time: '09:14',
        action: 'bank_account.created',
        companyId: acmeId,
        actorUserId: admin,
        subjectType: 'bank_account',
        subjectId: achPayment.bankAccountId ?? undefined,
        ip: HOME,
        metadata: { ...metadata, last4: achPayment.last4 },
      },
      {
        daysAgo: 1,
        time: '09:14',
        action: 'invoice.status_changed',
        companyId: acmeId,
        actorUserId: admin,
        subjectType: 'invoice',
        subjectId: achPayment.invoiceId,
        ip: HOME,
        metadata: { ...metadata, from: 'open', to: 'ach_verification_pending' },
      },
    );
  }
  for (const [index, meeting] of upcoming.slice(0, 2).entries()) {
    entries.push({
      daysAgo: 2 + index,
      time: index === 0 ? '11:25' : '15:50',
      action: 'meeting.booked',
      companyId: acmeId,
      actorUserId: interview,
      subjectType: 'meeting',
      subjectId: meeting.id,
      ip: PHONE,
      metadata: {
        purpose: 'intro_call',
        starts_at: meeting.startsAt.toISOString(),
        specialist_id: meeting.specialistId,
        proposal_id: meeting.proposalId,
        scheduler: 'sandbox',
      },
    });
  }
  if (declined?.at) {
    entries.push({
      daysAgo: 0,
      time: '',
      at: declined.at,
      action: 'proposal.declined',
      companyId: acmeId,
      actorUserId: interview,
      subjectType: 'proposal',
      subjectId: declined.id,
      ip: PHONE,
      metadata: { rfp_id: declined.rfpId, talent_id: declined.talentId, reason: declined.reason, canceled_meetings: [] },
    });
  }

  const rows = entries
    .filter((entry) => entry.subjectType === undefined || entry.subjectId !== undefined)
    .map((entry) => ({
      action: entry.action,
      companyId: entry.companyId,
      actorUserId: entry.actorUserId,
      subjectType: entry.subjectType ?? null,
      subjectId: entry.subjectId ?? null,
      ip: entry.ip ?? null,
      metadata: { ...entry.metadata, [SEEDED]: true },
      createdAt: moment(entry, now),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await db.insert(auditLog).values(rows);
}
