import { eq } from 'drizzle-orm';
import { CARD_METHOD_SLUG } from '@portal/api-schema';
import { HttpError } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import type { CardPayments } from './payment-provider';
import { assertCheckoutCanStart, formatMoney } from './payment-rules';
import { vendors } from '../company-users/tables';
import { invoices, payments } from './tables';

/** Billing's answers to a provider's own checkout page, for the card payments made with that provider. */
export function cardPayments(deps: Pick<BillingDeps, 'db' | 'provider' | 'catalog'>): CardPayments {
  const { db, provider, catalog } = deps;

  async function findCardPayment(reference: string) {
    const [row] = await db
      .select({ payment: payments, vendorName: vendors.name })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
      .where(eq(payments.reference, reference));
    if (!row || row.payment.provider !== provider.name || row.payment.methodSlug !== CARD_METHOD_SLUG) return null;
    return row;
  }

  return {
    async find(reference) {
      const found = await findCardPayment(reference);
      if (!found) return null;
      const { payment, vendorName } = found;
      return {
        reference: payment.reference,
        status: payment.status,
        providerPaymentId: payment.providerPaymentId,
        amount: formatMoney(payment.amountMinor, payment.currency),
        vendorName,
      };
    },
    async assertCanPay(reference) {
      const found = await findCardPayment(reference);
      if (!found) throw new HttpError(404, 'This payment was not found.');
      await assertCheckoutCanStart(db, catalog, found.payment);
    },
  };
}
