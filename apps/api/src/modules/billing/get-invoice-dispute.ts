import type { InvoiceDispute } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { canRaiseDispute, disputeView, findLatestDispute } from './dispute-queries';
import { findInvoice } from './invoice-queries';

/** The invoice's latest dispute with its thread (null if it never had one), and whether one may be raised now. */
export async function getInvoiceDispute(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; invoiceId: string },
): Promise<InvoiceDispute> {
  const { db } = deps;
  const found = await findInvoice(db, input.actor.companyId, input.invoiceId);
  if (!found) throw notFound();
  const latest = await findLatestDispute(db, found.invoice.id);
  return {
    can_raise: await canRaiseDispute(db, found.invoice),
    dispute: latest ? await disputeView(db, latest, found.invoice, found.vendorName) : null,
  };
}
