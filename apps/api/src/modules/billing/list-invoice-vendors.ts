import { asc, sql } from 'drizzle-orm';
import type { Vendor } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { vendors } from '../company-users/tables';
import { invoices } from './tables';

/** The vendors on the company's invoices, by name (the list's vendor filter). */
export async function listInvoiceVendors(deps: Pick<BillingDeps, 'db'>, input: { actor: CompanyActor }): Promise<Vendor[]> {
  const { companyId } = input.actor;
  return deps.db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(sql`exists (select 1 from ${invoices} where ${invoices.companyId} = ${companyId} and ${invoices.vendorId} = ${vendors.id})`)
    .orderBy(asc(vendors.name), asc(vendors.id));
}
