import type { ApiModule, PlatformServices } from '../../platform/api-module';
import { deliveriesToAccept, invoicesToPay } from './billing-actions';
import type { BillingDeps } from './billing-deps';
import { invoicesRoutes } from './invoices.routes';
import { paymentMethodCatalog } from './payment-catalog';
import type { PaymentProvider } from './payment-provider';
import { paymentsRoutes } from './payments.routes';

export { cardPayments } from './card-payments';
export { insertBulkInvoices } from './bulk-invoices';
export { DEFAULT_PAYMENT_PRODUCT_SLUG, DEMO_BILLING, seedBillingDemoData } from './demo-data';
export type { PaymentProvider } from './payment-provider';
export { createStripeClient, createStripeProvider } from './stripe-payment-provider';

/** Invoices and their payments, through the payment provider app.ts chose. */
export const billingModule: ApiModule<PlatformServices & { payments: PaymentProvider }> = {
  name: 'billing',
  async register(api, { db, config, payments, actionSources }) {
    const deps: BillingDeps = {
      db,
      provider: payments,
      catalog: paymentMethodCatalog(config.publicRuntime.paymentProductSlug),
      publishableKey: config.payments.stripePublishableKey,
    };
    await api.register(invoicesRoutes, { deps });
    await api.register(paymentsRoutes, { deps });
    actionSources.register(invoicesToPay(deps));
    actionSources.register(deliveriesToAccept(deps));
  },
};
