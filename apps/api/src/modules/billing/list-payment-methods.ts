import type { PaymentMethod } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';
import { offeredPaymentMethods } from './payment-catalog';
import { findCompanyInvoice } from './payment-queries';
import { isPayable } from './payment-rules';

/** The ways the invoice can be paid now: none unless it is payable (open or overdue). */
export async function listPaymentMethods(
  deps: Pick<BillingDeps, 'db' | 'catalog'>,
  input: { actor: CompanyActor; invoiceId: string },
): Promise<PaymentMethod[]> {
  const invoice = await findCompanyInvoice(deps.db, input.actor.companyId, input.invoiceId);
  return isPayable(invoice.status) ? offeredPaymentMethods(deps.catalog, invoice.paymentMethods) : [];
}
