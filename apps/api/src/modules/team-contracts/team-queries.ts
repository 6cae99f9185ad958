import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { CONTRACT_WORKING_STATUSES } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { vendors } from '../company-users/tables';
import { talents } from '../hiring/tables';
import { contracts } from './tables';
import type { TalentContractRow } from './team-view';

const talentContractColumns = {
  contractId: contracts.id,
  number: contracts.number,
  status: contracts.status,
  roleTitle: contracts.roleTitle,
  engagement: contracts.engagement,
  hoursPerWeek: contracts.hoursPerWeek,
  rateMinor: contracts.rateMinor,
  currency: contracts.currency,
  noticePeriodDays: contracts.noticePeriodDays,
  startsOn: contracts.startsOn,
  endsOn: contracts.endsOn,
  createdAt: contracts.createdAt,
  vendorId: vendors.id,
  vendorName: vendors.name,
  talentId: talents.id,
  firstName: talents.firstName,
  lastName: talents.lastName,
  photo: talents.photo,
  title: talents.title,
};

export type TalentContractRecord = TalentContractRow & { noticePeriodDays: number; createdAt: Date };

/**
 * The company's contracts that name a talent, with the talent and the vendor, newest first:
 * the working ones (the team) or every one with one talent (a member's page).
 */
export async function talentContracts(
  db: Database,
  companyId: string,
  which: { working: true } | { talentId: string },
): Promise<TalentContractRecord[]> {
  const scope: SQL[] =
    'talentId' in which ? [eq(contracts.talentId, which.talentId)] : [inArray(contracts.status, [...CONTRACT_WORKING_STATUSES])];
  return db
    .select(talentContractColumns)
    .from(contracts)
    .innerJoin(talents, eq(talents.id, contracts.talentId))
    .innerJoin(vendors, eq(vendors.id, contracts.vendorId))
    .where(and(eq(contracts.companyId, companyId), ...scope))
    .orderBy(desc(contracts.createdAt), desc(contracts.number));
}
