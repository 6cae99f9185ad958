import type { InvoicePage } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { invoiceFilters, type InvoiceListQuery, invoicePage } from './invoice-queries';

/** One keyset page of the company's invoices, filtered and sorted; `next_cursor` continues it. */
export async function listInvoices(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; query: InvoiceListQuery },
): Promise<InvoicePage> {
  const { query } = input;
  return invoicePage(deps.db, input.actor.companyId, invoiceFilters(query), { limit: query.limit, cursor: query.cursor });
}
