import { and, arrayContains, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { addDays, REMINDER_DAYS_BEFORE, type ContractStatus } from '@portal/api-schema';
import { recordAudit } from '../../platform/audit/audit-log';
import { recordChange } from '../../platform/audit/audited-change';
import type { Database } from '../../platform/database/database';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { talents } from '../hiring/tables';
import { companies, users, vendors } from '../company-users/tables';
import { contractEndingEmail, dueReminders, REMINDED_STATUSES } from './contract-reminders';
import { isoDay, scheduledStatus } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import { contractEvents, contractReminders, contracts } from './tables';

/** What the pass needs: the database, and the portal's address for the links it e-mails. */
export type ContractScheduleDeps = Pick<ContractsDeps, 'db'> & { publicUrl: string };

export interface ContractScheduleResult {
  /** Contracts moved from signed to active. */
  started: number;
  /** Contracts moved to ended. */
  ended: number;
  /** Reminders claimed and sent (one per contract and mark). */
  reminders: number;
  /** E-mails queued for those reminders. */
  emails: number;
}

/** Who the history and the audit log name for what the schedule does. */
const SYSTEM_LABEL = 'System';

/**
 * One pass of the daily contract schedule, safe to run in several API processes at once: it moves
 * the contracts whose day has come (signed to active on their start day, running ones to ended after
 * their last day), each by a conditional update on the status and version it read, and sends the
 * ending-soon reminders, each claimed by inserting its row in the same transaction as its e-mails,
 * so that whichever process claims a reminder first sends it and the others find it taken.
 */
export async function runContractSchedule(deps: ContractScheduleDeps, input: { now?: Date } = {}): Promise<ContractScheduleResult> {
  const today = isoDay(input.now ?? new Date());
  const moved = await moveContracts(deps.db, today);
  const reminded = await sendEndingReminders(deps, today);
  return { ...moved, ...reminded };
}

type ScheduledMove = {
  id: string;
  companyId: string;
  status: ContractStatus;
  version: number;
  startsOn: string | null;
  endsOn: string | null;
};

async function moveContracts(db: Database, today: string): Promise<Pick<ContractScheduleResult, 'started' | 'ended'>> {
  const candidates: ScheduledMove[] = await db
    .select({
      id: contracts.id,
      companyId: contracts.companyId,
      status: contracts.status,
      version: contracts.version,
      startsOn: contracts.startsOn,
      endsOn: contracts.endsOn,
    })
    .from(contracts)
    .where(
      or(
        and(eq(contracts.status, 'signed'), or(isNull(contracts.startsOn), lte(contracts.startsOn, today))),
        and(inArray(contracts.status, ['signed', 'active', 'notice_given']), lt(contracts.endsOn, today)),
      ),
    )
    .orderBy(asc(contracts.id));

  const result = { started: 0, ended: 0 };
  for (const contract of candidates) {
    const next = scheduledStatus(contract, today);
    if (next !== 'active' && next !== 'ended') continue;
    if (next === contract.status) continue;
    if (await moveContract(db, contract, next)) result[next === 'active' ? 'started' : 'ended'] += 1;
  }
  return result;
}

/** Moves one contract, its history entry and its audit entry in one transaction; false when another pass got there first. */
function moveContract(db: Database, contract: ScheduledMove, next: 'active' | 'ended'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(contracts)
      .set({ status: next, version: sql`${contracts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(contracts.id, contract.id), eq(contracts.status, contract.status), eq(contracts.version, contract.version)))
      .returning({ id: contracts.id });
    if (!updated) return false;
    const details: Record<string, string | null> = next === 'active' ? { starts_on: contract.startsOn } : { ends_on: contract.endsOn };
    await tx.insert(contractEvents).values({
      contractId: contract.id,
      kind: next === 'active' ? 'started' : 'ended',
      actorUserId: null,
      actorLabel: SYSTEM_LABEL,
      details,
    });
    // No actor: the audit log shows entries without one as the system's.
    await recordChange(tx, {
      action: next === 'active' ? 'contract.started' : 'contract.ended',
      companyId: contract.companyId,
      subject: { kind: 'contract', id: contract.id },
      metadata: { from: contract.status, to: next, ...details },
    });
    return true;
  });
}

async function sendEndingReminders(
  deps: ContractScheduleDeps,
  today: string,
): Promise<Pick<ContractScheduleResult, 'reminders' | 'emails'>> {
  const { db } = deps;
  const candidates = await db
    .select({ id: contracts.id, status: contracts.status, endsOn: contracts.endsOn })
    .from(contracts)
    .where(
      and(
        inArray(contracts.status, [...REMINDED_STATUSES]),
        gte(contracts.endsOn, today),
        lte(contracts.endsOn, addDays(today, Math.max(...REMINDER_DAYS_BEFORE))),
      ),
    )
    .orderBy(asc(contracts.endsOn), asc(contracts.id));

  const result = { reminders: 0, emails: 0 };
  for (const candidate of candidates) {
    for (const due of dueReminders(candidate, today)) {
      const emails = await sendReminder(deps, candidate.id, due);
      if (emails > 0) {
        result.reminders += 1;
        result.emails += emails;
      }
    }
  }
  return result;
}

/**
 * Claims one reminder and queues its e-mails in one transaction; the number of e-mails queued, 0
 * when it was claimed before or the contract changed since it was read. The contract's row is
 * locked first, so its end date and status cannot change under the e-mail being written, and a
 * company without anyone to tell claims nothing (someone given the role later is still told).
 */
function sendReminder(deps: ContractScheduleDeps, contractId: string, due: ReturnType<typeof dueReminders>[number]): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [contract] = await tx
      .select({
        id: contracts.id,
        companyId: contracts.companyId,
        number: contracts.number,
        status: contracts.status,
        roleTitle: contracts.roleTitle,
        endsOn: contracts.endsOn,
      })
      .from(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.endsOn, due.endsOn), inArray(contracts.status, [...REMINDED_STATUSES])))
      .for('update');
    if (!contract) return 0;

    const recipients = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(
          eq(users.companyId, contract.companyId),
          eq(users.enabled, true),
          eq(users.type, 'ClientUser'),
          arrayContains(users.roles, ['contracts']),
        ),
      )
      .orderBy(asc(users.email));
    if (recipients.length === 0) return 0;

    const [claimed] = await tx
      .insert(contractReminders)
      .values({ contractId, daysBefore: due.daysBefore, endsOn: due.endsOn })
      .onConflictDoNothing()
      .returning({ contractId: contractReminders.contractId });
    if (!claimed) return 0;

    const [facts] = await tx
      .select({
        companyName: companies.name,
        vendorName: vendors.name,
        talentFirstName: talents.firstName,
        talentLastName: talents.lastName,
      })
      .from(contracts)
      .innerJoin(companies, eq(companies.id, contracts.companyId))
      .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
      .leftJoin(talents, eq(talents.id, contracts.talentId))
      .where(eq(contracts.id, contractId));
    const talentName = facts?.talentFirstName ? `${facts.talentFirstName} ${facts.talentLastName ?? ''}`.trim() : null;

    for (const recipient of recipients) {
      await enqueueEmail(
        tx,
        contractEndingEmail({
          to: recipient.email,
          firstName: recipient.firstName,
          companyName: facts?.companyName ?? '',
          contract: {
            number: contract.number,
            status: contract.status,
            roleTitle: contract.roleTitle,
            talentName,
            vendorName: facts?.vendorName ?? 'the vendor',
            endsOn: due.endsOn,
          },
          daysLeft: due.daysLeft,
          link: `${deps.publicUrl}/contracts/${contract.id}`,
        }),
      );
    }
    await recordAudit(tx, {
      action: 'contract.reminder_sent',
      companyId: contract.companyId,
      actorUserId: null,
      subjectType: 'contract',
      subjectId: contract.id,
      metadata: { days_before: due.daysBefore, days_left: due.daysLeft, ends_on: due.endsOn, recipients: recipients.length },
    });
    return recipients.length;
  });
}
