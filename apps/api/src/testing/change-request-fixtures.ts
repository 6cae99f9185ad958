import { randomUUID } from 'node:crypto';
import { addDays, type ChangeRequestKind, type ChangeRequestStatus, type ContractStatus, type Role, utcDay } from '@portal/api-schema';
import { contractChangeRequests, contracts } from '../modules/team-contracts/tables';
import { companies, vendors } from '../modules/company-users/tables';
import type { Database } from '../platform/database/database';
import { createTestUser } from './test-app';

/** Fixtures of the end and extension request tests: a company of their own, its vendor and contracts. */

const unique = () => randomUUID().slice(0, 8);

/** `days` from today (UTC), as the API counts. */
export const dayFromToday = (days: number) => addDays(utcDay(), days);

/** A company with a vendor and a user holding the given roles (contracts by default). */
export async function createContractingCompany(db: Database, roles: Role[] = ['contracts']) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Contracting ${unique()}` })
    .returning();
  if (!company) throw new Error('No company created');
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${unique()}` })
    .returning();
  if (!vendor) throw new Error('No vendor created');
  const user = await createTestUser(db, { companyId: company.id, roles });
  return { companyId: company.id, vendorId: vendor.id, vendorName: vendor.name, user };
}

export interface TestContractInput {
  companyId: string;
  vendorId: string;
  status?: ContractStatus;
  /** Days from today, or a date. */
  startsOn?: number | string;
  /** Days from today, a date, or null for an open-ended contract. */
  endsOn?: number | string | null;
  noticePeriodDays?: number;
}

const day = (value: number | string) => (typeof value === 'number' ? dayFromToday(value) : value);

/** A contract of the company with its vendor: active, started 60 days ago, ending in 180, 30 days of notice unless told. */
export async function createTestContract(db: Database, input: TestContractInput) {
  const endsOn = input.endsOn === undefined ? 180 : input.endsOn;
  const [row] = await db
    .insert(contracts)
    .values({
      companyId: input.companyId,
      vendorId: input.vendorId,
      number: `TST-${unique()}`,
      status: input.status ?? 'active',
      roleTitle: 'Backend engineer',
      startsOn: day(input.startsOn ?? -60),
      endsOn: endsOn === null ? null : day(endsOn),
      noticePeriodDays: input.noticePeriodDays ?? 30,
    })
    .returning();
  if (!row) throw new Error('No contract created');
  return row;
}

/** A request of the contract written directly, as the vendor's decision or an old one would leave it. */
export async function createTestChangeRequest(
  db: Database,
  input: {
    contractId: string;
    companyId: string;
    kind?: ChangeRequestKind;
    requestedEndOn?: string;
    status?: ChangeRequestStatus;
    requestedBy?: string | null;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(contractChangeRequests)
    .values({
      contractId: input.contractId,
      companyId: input.companyId,
      kind: input.kind ?? 'extension',
      requestedEndOn: input.requestedEndOn ?? dayFromToday(365),
      status: input.status ?? 'pending',
      requestedBy: input.requestedBy ?? null,
      decidedAt: input.status && input.status !== 'pending' ? new Date() : null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('No change request created');
  return row;
}
