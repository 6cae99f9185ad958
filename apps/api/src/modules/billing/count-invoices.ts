import type { InvoiceCount } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { countFilteredInvoices, invoiceFilters, type InvoiceListQuery } from './invoice-queries';

/** How many invoices the list's filters match: a call of its own, so that pages never pay for it. */
export async function countInvoices(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: InvoiceListQuery },
): Promise<InvoiceCount> {
  return { total: await countFilteredInvoices(deps.db, input.actor.companyId, invoiceFilters(input.query)) };
}
