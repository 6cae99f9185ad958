import { and, desc, eq, like, lte, sql } from 'drizzle-orm';
import { addMonths, DEFAULT_NOTICE_PERIOD_DAYS } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { ContractOffer, HiredContract } from '../hiring';
import { recordChange } from '../../platform/audit/audited-change';
import { companies, vendors } from '../company-users/tables';
import { isoDay } from './contract-status';
import type { ContractsDeps } from './contracts-deps';
import { contractEvents, contracts, serviceContractTerms } from './tables';

/** What a vendor offers when it sends a contract for a hire: six months, with the default notice period. */
const VENDOR_STANDARD_OFFER = { months: 6, noticePeriodDays: DEFAULT_NOTICE_PERIOD_DAYS } as const;

/** A contract row's columns of the offer: the same for a hire's contract and the demo's. */
export function offerColumns(offer: ContractOffer) {
  return {
    roleTitle: offer.roleTitle,
    description: offer.description,
    engagement: offer.engagement,
    hoursPerWeek: offer.hoursPerWeek,
    rateMinor: offer.rateMinor,
    currency: offer.currency,
  };
}

/** The contract a vendor sends for a hired talent, awaiting the company's signature: the shape hiring hands over. */
export type NewContract = HiredContract;

export interface CreatedContract {
  id: string;
  number: string;
  /** False when the proposal already had its contract: that one is answered, nothing is written. */
  created: boolean;
}

const NUMBER_PREFIX = 'CTR';

/** 'CTR-2026-0012': the year's next number of the company (numbers of other forms are left alone). */
export function nextContractNumber(existing: readonly string[], year: string): string {
  const pattern = new RegExp(`^${NUMBER_PREFIX}-${year}-(\\d+)$`);
  const highest = existing.reduce((max, number) => Math.max(max, Number(pattern.exec(number)?.[1] ?? 0)), 0);
  return `${NUMBER_PREFIX}-${year}-${String(highest + 1).padStart(4, '0')}`;
}

/**
 * Creates the contract a vendor sends for a hire, awaiting the company's signature, under the
 * current Standard Service Contract Terms, with its 'created' history entry (by the vendor) and the
 * `contract.created` audit entry. Its number is the company's next of the year: the company's row
 * is locked while it is chosen, so concurrent hires of one company get different numbers. A
 * proposal that already has its contract gets that one back (`created: false`), written once.
 * Runs in the caller's transaction when given one (`deps.db`), so a hire and its contract stand or
 * fall together.
 */
export async function createContract(
  deps: Pick<ContractsDeps, 'db'>,
  input: { actor: CompanyActor; contract: NewContract; now?: Date },
): Promise<CreatedContract> {
  const { actor, contract } = input;
  const now = input.now ?? new Date();
  const today = isoDay(now);
  return deps.db.transaction(async (tx) => {
    // A lock that leaves rows referring to the company free to be written.
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, contract.companyId)).for('no key update');

    const [vendor] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, contract.vendorId));
    const year = today.slice(0, 4);
    const taken = await tx
      .select({ number: contracts.number })
      .from(contracts)
      .where(and(eq(contracts.companyId, contract.companyId), like(contracts.number, `${NUMBER_PREFIX}-${year}-%`)));
    const number = nextContractNumber(
      taken.map((row) => row.number),
      year,
    );
    // The current terms: the newest version published by today.
    const [terms] = await tx
      .select({ id: serviceContractTerms.id, version: serviceContractTerms.version })
      .from(serviceContractTerms)
      .where(lte(serviceContractTerms.publishedOn, today))
      .orderBy(desc(serviceContractTerms.publishedOn), desc(serviceContractTerms.createdAt))
      .limit(1);

    const [row] = await tx
      .insert(contracts)
      .values({
        companyId: contract.companyId,
        vendorId: contract.vendorId,
        talentId: contract.talentId,
        proposalId: contract.proposalId,
        number,
        status: 'awaiting_signature',
        ...offerColumns(contract),
        noticePeriodDays: VENDOR_STANDARD_OFFER.noticePeriodDays,
        startsOn: contract.startsOn,
        endsOn: addMonths(contract.startsOn, VENDOR_STANDARD_OFFER.months),
        termsVersionId: terms?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: contracts.proposalId, where: sql`${contracts.proposalId} is not null` })
      .returning({ id: contracts.id, number: contracts.number });
    if (!row) {
      const [existing] = await tx
        .select({ id: contracts.id, number: contracts.number })
        .from(contracts)
        .where(and(eq(contracts.proposalId, contract.proposalId ?? ''), eq(contracts.companyId, contract.companyId)));
      if (!existing) throw new Error(`The proposal ${contract.proposalId} has a contract of another company`);
      return { ...existing, created: false };
    }

    const vendorName = vendor?.name ?? 'The vendor';
    await tx.insert(contractEvents).values({
      contractId: row.id,
      kind: 'created',
      actorUserId: null,
      actorLabel: `${vendorName} (vendor)`,
      occurredAt: now,
      details: { number: row.number, proposal_id: contract.proposalId },
    });
    await recordChange(tx, {
      action: 'contract.created',
      companyId: contract.companyId,
      subject: { kind: 'contract', id: row.id },
      by: actor,
      metadata: {
        number: row.number,
        vendor_id: contract.vendorId,
        vendor_name: vendorName,
        talent_id: contract.talentId,
        proposal_id: contract.proposalId,
        terms_version: terms?.version ?? null,
      },
    });
    return { ...row, created: true };
  });
}
