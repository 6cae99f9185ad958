import { randomUUID } from 'node:crypto';
import type { ContractStatus, Role } from '@portal/api-schema';
import { DEMO_BILLING } from '../modules/billing';
import { DEMO_CONTRACTS } from '../modules/team-contracts';
import { type ContractRow, contracts } from '../modules/team-contracts/tables';
import { companies } from '../modules/company-users/tables';
import type { Database } from '../platform/database/database';
import { createTestUser } from './test-app';

/** Today, or `days` from today, as an ISO day in UTC. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A contract of the company, awaiting its signature unless told otherwise, with Northwind as its
 * vendor and the current demo terms (2.0); `termsVersionId: null` names none. It names no talent
 * unless given one: a contract makes its talent visible to the company (team and talent pages).
 */
export async function createTestContract(
  db: Database,
  input: {
    companyId: string;
    status?: ContractStatus;
    vendorId?: string;
    talentId?: string | null;
    startsOn?: string | null;
    endsOn?: string | null;
    termsVersionId?: string | null;
    description?: string;
  },
): Promise<ContractRow> {
  const [row] = await db
    .insert(contracts)
    .values({
      companyId: input.companyId,
      vendorId: input.vendorId ?? DEMO_BILLING.vendors.northwind,
      talentId: input.talentId ?? null,
      number: `CTR-T-${randomUUID().slice(0, 8).toUpperCase()}`,
      status: input.status ?? 'awaiting_signature',
      roleTitle: 'Backend engineer',
      description: input.description ?? 'Services of the billing platform.',
      engagement: 'full_time',
      hoursPerWeek: 40,
      rateMinor: 7_500,
      currency: 'USD',
      noticePeriodDays: 30,
      startsOn: input.startsOn === undefined ? dayFromToday(0) : input.startsOn,
      endsOn: input.endsOn === undefined ? dayFromToday(180) : input.endsOn,
      termsVersionId: input.termsVersionId === undefined ? DEMO_CONTRACTS.terms.v2 : input.termsVersionId,
    })
    .returning();
  if (!row) throw new Error('No contract created');
  return row;
}

/** A company of its own with a user who signs its contracts (role contracts, or the given roles). */
export async function createSigningCompany(db: Database, roles: Role[] = ['contracts']) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Signing ${randomUUID().slice(0, 8)}` })
    .returning();
  if (!company) throw new Error('No company created');
  const signer = await createTestUser(db, { companyId: company.id, roles });
  return { companyId: company.id, companyName: company.name, signer };
}
