import type { AchMetadata, CardMetadata } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { companyDefaultBankAccountId, listCompanyBankAccounts } from './ach-payment';
import type { BillingDeps } from './billing-deps';
import { findInvoice } from './invoice-queries';
import { findCompanyPayment } from './payment-queries';
import { assertCheckoutCanStart } from './payment-rules';

/**
 * What the portal needs to complete a card or ACH payment: the provider's checkout for a card, the
 * bank accounts the company keeps for ACH.
 */
export async function getPaymentCheckout(
  deps: BillingDeps,
  input: { actor: CompanyActor; reference: string; slug: string },
): Promise<CardMetadata | AchMetadata> {
  const { db, provider, catalog } = deps;
  const { actor } = input;
  const payment = await findCompanyPayment(db, actor.companyId, input.reference);
  if (payment.methodSlug !== input.slug) throw notFound();
  const found = await findInvoice(db, actor.companyId, payment.invoiceId);
  if (!found) throw notFound();
  const { vendorName } = found;
  const amount = { currency: payment.currency, added_value: payment.amountMinor };
  const method = catalog.get(payment.methodSlug);
  if (method?.kind === 'card') {
    if (payment.status === 'pending') await assertCheckoutCanStart(db, catalog, payment);
    const checkout = await provider.cardCheckout(payment);
    return {
      configure_options: { provider: provider.name, publishable_key: checkout.publishableKey },
      checkout_options: {
        reference: payment.reference,
        amount,
        vendor_name: vendorName,
        client_secret: checkout.clientSecret,
        checkout_url: checkout.checkoutUrl,
      },
    };
  }
  if (method?.kind !== 'ach') throw notFound();
  const [accounts, defaultBankAccountId] = await Promise.all([
    listCompanyBankAccounts(db, actor.companyId, provider.name),
    companyDefaultBankAccountId(db, actor.companyId),
  ]);
  return {
    public_key: deps.publishableKey,
    options: { provider: provider.name, amount, vendor_name: vendorName },
    reference: payment.reference,
    bank_accounts: accounts.map((account) => ({
      id: account.id,
      last4: account.last4,
      bank_name: account.bankName,
      status: account.status,
      is_default: account.id === defaultBankAccountId,
    })),
  };
}
