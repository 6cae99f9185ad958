import type { Engagement } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { Database } from '../../platform/database/database';

/** The work and the pay a contract is for, as the proposal offered them. */
export interface ContractOffer {
  roleTitle: string;
  description: string;
  engagement: Engagement;
  hoursPerWeek: number;
  /** The hourly rate in minor units of `currency`. */
  rateMinor: number;
  currency: string;
}

/** The contract a hired proposal gets, as hiring hands it over. */
export interface HiredContract extends ContractOffer {
  companyId: string;
  vendorId: string;
  talentId: string;
  /** The hired proposal: one contract per proposal, however often it is hired. */
  proposalId: string | null;
  /** The first working day; the standard offer runs six months from it. */
  startsOn: string;
}

/**
 * What hiring takes from team-contracts, which owns the contracts: handed in by modules/index.ts,
 * so that hiring imports nothing of team-contracts'.
 */
export interface HiringContracts {
  /** The contract of a hired proposal, created once however often the proposal is hired (`created` false then). */
  createContract(
    deps: { db: Database },
    input: { actor: CompanyActor; contract: HiredContract; now?: Date },
  ): Promise<{ id: string; number: string; created: boolean }>;
  /** The company's contract of the proposal, if it has one. */
  contractOfProposal(db: Database, companyId: string, proposalId: string): Promise<{ id: string; number: string } | null>;
}
