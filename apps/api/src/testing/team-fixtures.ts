import { randomUUID } from 'node:crypto';
import type { ContractStatus, Engagement } from '@portal/api-schema';
import { vendors } from '../modules/company-users/tables';
import { contracts } from '../modules/team-contracts/tables';
import { talents } from '../modules/hiring/tables';
import type { Database } from '../platform/database/database';
import { createCompanyWithEditor } from './company-fixtures';

/** Fixtures of the team pages' tests: a company of its own with its vendors, talents and contracts. */

const unique = () => randomUUID().slice(0, 8);

export async function createTestVendor(db: Database, name = `Vendor ${unique()}`) {
  const [vendor] = await db.insert(vendors).values({ name }).returning();
  if (!vendor) throw new Error('No vendor created');
  return vendor;
}

export async function createTeamTalent(db: Database, input: { firstName?: string; lastName?: string; title?: string } = {}) {
  const [row] = await db
    .insert(talents)
    .values({
      firstName: input.firstName ?? 'Tess',
      lastName: input.lastName ?? `Talent ${unique()}`,
      title: input.title ?? 'Senior developer',
      summary: 'Builds things.',
      skills: [{ name: 'TypeScript', years: 6 }],
      experience: [{ company: 'Initech', role: 'Developer', start_date: '2020-01-01', end_date: null, description: 'Reports.' }],
      city: 'Lisbon',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
      englishLevel: 'C1',
    })
    .returning();
  if (!row) throw new Error('No talent created');
  return row;
}

export interface TeamContractInput {
  companyId: string;
  vendorId: string;
  talentId: string;
  status?: ContractStatus;
  roleTitle?: string;
  engagement?: Engagement;
  hoursPerWeek?: number;
  rateMinor?: number;
  currency?: string;
  startsOn?: string | null;
  endsOn?: string | null;
}

export async function createTeamContract(db: Database, input: TeamContractInput) {
  const [row] = await db
    .insert(contracts)
    .values({
      companyId: input.companyId,
      vendorId: input.vendorId,
      talentId: input.talentId,
      number: `CTR-T-${unique()}`,
      status: input.status ?? 'active',
      roleTitle: input.roleTitle ?? 'Developer',
      engagement: input.engagement ?? 'full_time',
      hoursPerWeek: input.hoursPerWeek ?? 40,
      rateMinor: input.rateMinor ?? 5_000,
      currency: input.currency ?? 'USD',
      startsOn: input.startsOn === undefined ? '2026-01-05' : input.startsOn,
      endsOn: input.endsOn === undefined ? null : input.endsOn,
    })
    .returning();
  if (!row) throw new Error('No contract created');
  return row;
}

/** A company of its own whose user has the contracts role, with one vendor. */
export async function createTeamCompany(db: Database) {
  const company = await createCompanyWithEditor(db, ['contracts']);
  const vendor = await createTestVendor(db);
  return { ...company, vendor };
}
