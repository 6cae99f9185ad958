import { and, eq, inArray } from 'drizzle-orm';
import { BILLED_MONTHS, type ChangeRequestKind, MEMBER_INVOICES_LIMIT, type TeamMember } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { talentDetailsOf } from '../hiring';
import { talents } from '../hiring/tables';
import { approvedMinutesByMonth, pendingMinutes } from './approved-hours-queries';
import { memberInvoiceOf } from './billed-invoice-queries';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import { contractChangeRequests } from './tables';
import { talentContracts } from './team-queries';
import { isWorking, lastMonths, teamContractOf } from './team-view';

async function pendingRequests(db: Database, contractIds: string[]): Promise<Map<string, ChangeRequestKind>> {
  const rows = await db
    .select({ contractId: contractChangeRequests.contractId, kind: contractChangeRequests.kind })
    .from(contractChangeRequests)
    .where(and(inArray(contractChangeRequests.contractId, contractIds), eq(contractChangeRequests.status, 'pending')));
  return new Map(rows.map((row) => [row.contractId, row.kind]));
}

/**
 * A team member's page: the talent's profile, every contract of the company with them (newest
 * first) with the request waiting for the vendor, their hours as the timesheets of those contracts
 * give them (approved by the month of each day, and waiting for review) beside the hours their
 * invoices still bill, and their invoices. A talent the company has no contract with is as unknown as a missing one (404).
 */
export async function getTeamMember(
  deps: Pick<ContractsDeps, 'db' | 'invoices'>,
  input: { actor: CompanyActor; talentId: string; now?: Date },
): Promise<TeamMember> {
  const { db } = deps;
  const { companyId } = input.actor;
  const rows = await talentContracts(db, companyId, { talentId: input.talentId });
  if (rows.length === 0) throw notFound();
  const [talent] = await db.select().from(talents).where(eq(talents.id, input.talentId));
  if (!talent) throw notFound();
  const today = isoDay(input.now ?? new Date());
  const contractIds = rows.map((row) => row.contractId);

  const billedUnder = { companyId, contractIds };
  const [pending, approved, waiting, billedMinutes, invoiceRows, invoicesTotal] = await Promise.all([
    pendingRequests(db, contractIds),
    approvedMinutesByMonth(db, contractIds),
    pendingMinutes(db, contractIds),
    deps.invoices.billedMinutes(db, billedUnder),
    deps.invoices.billedUnder(db, { ...billedUnder, limit: MEMBER_INVOICES_LIMIT }),
    deps.invoices.countBilledUnder(db, billedUnder),
  ]);
  const numberOf = new Map(rows.map((row) => [row.contractId, row.number]));

  // A team member's profile has no experience or English level: the talent's page shows those.
  const { experience: _experience, english_level: _englishLevel, ...profile } = talentDetailsOf(talent);
  return {
    talent: profile,
    on_team: rows.some((row) => isWorking(row.status)),
    contracts: rows.map((row) => ({
      ...teamContractOf(row, today),
      notice_period_days: row.noticePeriodDays,
      pending_request: pending.get(row.contractId) ?? null,
    })),
    hours: {
      months: lastMonths(today, BILLED_MONTHS).map((month) => ({ month, minutes: approved.get(month) ?? 0 })),
      total_minutes: [...approved.values()].reduce((sum, minutes) => sum + minutes, 0),
      pending_minutes: waiting,
      billed_minutes: billedMinutes,
    },
    invoices: invoiceRows.map((row) => memberInvoiceOf(row, numberOf.get(row.contractId) ?? '')),
    invoices_total: invoicesTotal,
  };
}
