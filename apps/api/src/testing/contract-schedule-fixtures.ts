import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, type ContractStatus } from '@portal/api-schema';
import { contractChangeRequests, contracts } from '../modules/team-contracts/tables';
import { talents } from '../modules/hiring/tables';
import { companies, users, vendors } from '../modules/company-users/tables';
import type { Database } from '../platform/database/database';
import { createTestUser } from './test-app';

/**
 * A company of its own for the contract schedule and the dashboard card: two users with the
 * contracts role (who are reminded), a disabled one and one without the role (who are not), a
 * vendor and a talent. `talentFirstName` lets a test give the talent a hostile name.
 */
export async function createContractsCompany(db: Database, options: { talentFirstName?: string } = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${randomUUID().slice(0, 8)}` })
    .returning();
  if (!company) throw new Error('No company created');
  const manager = await createTestUser(db, { companyId: company.id, roles: ['invoices', 'contracts', 'my_company'] });
  const colleague = await createTestUser(db, { companyId: company.id, roles: ['contracts'] });
  const disabled = await createTestUser(db, { companyId: company.id, roles: ['contracts'], enabled: false });
  const interviewer = await createTestUser(db, { companyId: company.id, roles: ['proposals', 'my_company'] });
  await db.update(users).set({ firstName: 'Mara' }).where(eq(users.id, manager.id));
  const { vendor, talent } = await createVendorWithTalent(db, options);
  return { companyId: company.id, companyName: company.name, manager, colleague, disabled, interviewer, vendor, talent };
}

export type ContractsCompany = Awaited<ReturnType<typeof createContractsCompany>>;

/** A contract of the company, its dates in days from `today` (null: none). */
export async function insertTestContract(
  db: Database,
  company: ContractsCompany,
  input: { status: ContractStatus; today: string; startsIn?: number | null; endsIn?: number | null; withTalent?: boolean },
) {
  const startsIn = input.startsIn === undefined ? -30 : input.startsIn;
  const endsIn = input.endsIn === undefined ? 60 : input.endsIn;
  const [contract] = await db
    .insert(contracts)
    .values({
      companyId: company.companyId,
      vendorId: company.vendor.id,
      talentId: input.withTalent === false ? null : company.talent.id,
      number: `CTR-T-${randomUUID().slice(0, 8)}`,
      status: input.status,
      roleTitle: 'Backend engineer',
      startsOn: startsIn === null ? null : addDays(input.today, startsIn),
      endsOn: endsIn === null ? null : addDays(input.today, endsIn),
    })
    .returning();
  if (!contract) throw new Error('No contract created');
  return contract;
}

/** A request of the company on the contract, waiting for the vendor. */
export async function insertPendingRequest(
  db: Database,
  company: ContractsCompany,
  contractId: string,
  kind: 'extension' | 'end',
  endsOn: string,
) {
  await db
    .insert(contractChangeRequests)
    .values({ contractId, companyId: company.companyId, kind, requestedEndOn: endsOn, requestedBy: company.manager.id });
}

/** A vendor of its own and one talent of it, a backend engineer in London named `talentFirstName` Lovelace. */
export async function createVendorWithTalent(db: Database, options: { talentFirstName?: string } = {}) {
  const [vendor] = await db
    .insert(vendors)
    .values({ name: `Vendor ${randomUUID().slice(0, 8)}` })
    .returning();
  if (!vendor) throw new Error('No vendor created');
  const [talent] = await db
    .insert(talents)
    .values({
      firstName: options.talentFirstName ?? 'Ada',
      lastName: 'Lovelace',
      title: 'Backend engineer',
      summary: '',
      skills: [],
      experience: [],
      city: 'London',
      country: 'United Kingdom',
      timeZone: 'Europe/London',
      englishLevel: 'native',
      vendorId: vendor.id,
    })
    .returning();
  if (!talent) throw new Error('No talent created');
  return { vendor, talent };
}
