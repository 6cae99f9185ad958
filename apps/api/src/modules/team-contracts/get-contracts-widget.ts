import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  addDays,
  CONTRACT_WORKING_STATUSES,
  CONTRACTS_WIDGET_LIMIT,
  type ContractsWidget,
  daysBetween,
  ENDING_SOON_DAYS,
} from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import { cardTalentName, contractCardColumns, contractsAwaitingSignature } from './awaiting-signature';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import { contractChangeRequests, contracts } from './tables';

const talentName = (row: { talentId: string | null; firstName: string | null; lastName: string | null }) => {
  const name = cardTalentName(row);
  return row.talentId && name !== null ? { id: row.talentId, name } : null;
};

/**
 * The dashboard's contracts card: the contracts waiting for the company's signature (the soonest
 * start first) and those someone works under whose last day is within ENDING_SOON_DAYS (the
 * soonest end first), at most CONTRACTS_WIDGET_LIMIT of each, with how many there are in all.
 */
export async function getContractsWidget(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; now?: Date },
): Promise<ContractsWidget> {
  const { db } = deps;
  const { companyId } = input.actor;
  const today = isoDay(input.now ?? new Date());
  const endingSoon = and(
    eq(contracts.companyId, companyId),
    inArray(contracts.status, [...CONTRACT_WORKING_STATUSES]),
    gte(contracts.endsOn, today),
    lte(contracts.endsOn, addDays(today, ENDING_SOON_DAYS)),
  );
  const [awaiting, endingRows, [endingCount]] = await Promise.all([
    contractsAwaitingSignature(db, companyId, CONTRACTS_WIDGET_LIMIT),
    db
      .select({ ...contractCardColumns, pendingRequestKind: contractChangeRequests.kind })
      .from(contracts)
      .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
      .leftJoin(talents, eq(talents.id, contracts.talentId))
      // One pending request per contract at most (a unique partial index), so the join adds no rows.
      .leftJoin(
        contractChangeRequests,
        and(eq(contractChangeRequests.contractId, contracts.id), eq(contractChangeRequests.status, 'pending')),
      )
      .where(endingSoon)
      .orderBy(asc(contracts.endsOn), asc(contracts.number), asc(contracts.id))
      .limit(CONTRACTS_WIDGET_LIMIT),
    db.select({ total: count() }).from(contracts).where(endingSoon),
  ]);

  return {
    awaiting_signature: awaiting.rows.map((row) => ({
      id: row.id,
      number: row.number,
      vendor: { id: row.vendorId, name: row.vendorName },
      talent: talentName(row),
      role_title: row.roleTitle,
      starts_on: row.startsOn,
    })),
    ending_soon: endingRows.map((row) => {
      const endsOn = row.endsOn ?? today;
      return {
        id: row.id,
        number: row.number,
        vendor: { id: row.vendorId, name: row.vendorName },
        talent: talentName(row),
        role_title: row.roleTitle,
        ends_on: endsOn,
        days_left: daysBetween(today, endsOn),
        notice_given: row.status === 'notice_given',
        pending_request_kind: row.pendingRequestKind ?? null,
      };
    }),
    counts: { awaiting_signature: awaiting.total, ending_soon: Number(endingCount?.total ?? 0) },
  };
}
