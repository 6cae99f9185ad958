import type { InvoiceDetail } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { findInvoice, invoiceDetail } from './invoice-queries';

/** One invoice of the company, with the actions allowed now; another company's is a 404. */
export async function getInvoice(
  deps: Pick<BillingDeps, 'db' | 'catalog'>,
  input: { actor: CompanyActor; invoiceId: string },
): Promise<InvoiceDetail> {
  const found = await findInvoice(deps.db, input.actor.companyId, input.invoiceId);
  if (!found) throw notFound();
  return invoiceDetail(deps.db, deps.catalog, found);
}
