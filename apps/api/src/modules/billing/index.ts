import type { ApiModule, PlatformServices } from '../../platform/api-module';
import type { ActivitySubjectRegistry, ConnectionFigureRegistry } from '../company-users';
import { BILLING_ACTIVITY_SUBJECTS } from './activity-subject-labels';
import { autopayProblemsToResolve } from './autopay-actions';
import { autopayRoutes } from './autopay.routes';
import { deliveriesToAccept, invoicesToPay } from './billing-actions';
import type { BillingDeps } from './billing-deps';
import { invoiceConnectionFigures } from './connection-figures';
import { invoicesRoutes } from './invoices.routes';
import { paymentMethodCatalog } from './payment-catalog';
import type { PaymentProvider } from './payment-provider';
import { paymentMethodsRoutes } from './payment-methods.routes';
import { paymentsRoutes } from './payments.routes';
import { paySeveralRoutes } from './pay-several.routes';
import { statementsRoutes } from './statements.routes';
import { disputesRoutes } from './disputes.routes';
import { payInvoicesWithSavedMethod } from './pay-invoices';
import { resumeUnstartedCharges, UNSTARTED_CHARGE_AGE_MS } from './resume-unstarted-charges';
import { autopayJob } from './run-autopay';

export { cardPayments } from './card-payments';
export { paymentMethodCatalog } from './payment-catalog';
// What the vendor's side of a dispute (the sandbox's vendor) asks and tells billing; app.ts hands it over.
export { vendorDisputes, type DisputeAnswer, type VendorDisputes } from './vendor-disputes';
export { insertBulkInvoices } from './bulk-invoices';
// What team-contracts takes through its deps (modules/index.ts hands it over): the invoices billed under contracts.
export { contractInvoices } from './contract-invoice-queries';
export { seedInvoiceContractsDemoData } from './contract-invoices-demo-data';
export { demoActivitySubjectsOfBilling } from './activity-demo-subjects';
export { DEFAULT_PAYMENT_PRODUCT_SLUG, DEMO_BILLING, seedBillingDemoData } from './demo-data';
export type { PaymentProvider } from './payment-provider';
export { createStripeClient, createStripeProvider } from './stripe-payment-provider';

/**
 * The platform's pieces, the payment provider app.ts chose, and the registries through which
 * company-users' activity log and connections read invoices (modules/index.ts hands them over).
 */
export type BillingServices = PlatformServices & {
  payments: PaymentProvider;
  activitySubjects: ActivitySubjectRegistry;
  connectionFigures: ConnectionFigureRegistry;
};

/** Invoices and their payments, through the payment provider app.ts chose. */
export const billingModule: ApiModule<BillingServices> = {
  name: 'billing',
  async register(api, { db, config, payments, actionSources, scheduledJobs, activitySubjects, connectionFigures }) {
    const deps: BillingDeps = {
      db,
      provider: payments,
      catalog: paymentMethodCatalog(config.publicRuntime.paymentProductSlug),
      publishableKey: config.payments.stripePublishableKey,
    };
    await api.register(invoicesRoutes, { deps });
    await api.register(paymentsRoutes, { deps });
    await api.register(paySeveralRoutes, { deps });
    await api.register(statementsRoutes, { deps });
    await api.register(disputesRoutes, { deps });
    await api.register(paymentMethodsRoutes, { deps });
    await api.register(autopayRoutes, { deps });
    actionSources.register(autopayProblemsToResolve(deps));
    actionSources.register(invoicesToPay(deps));
    actionSources.register(deliveriesToAccept(deps));
    for (const [type, lookup] of Object.entries(BILLING_ACTIVITY_SUBJECTS)) activitySubjects.register(type, lookup);
    connectionFigures.register(invoiceConnectionFigures);
    // Due invoices of companies with autopay on are paid on their day, in every process (each claimed once).
    scheduledJobs.register(
      autopayJob({ ...deps, payInvoices: payInvoicesWithSavedMethod, publicUrl: config.publicUrl }, config.autopayIntervalMs),
    );
    // Saved-method charges a stopped process left unasked are asked for again; none is younger than
    // UNSTARTED_CHARGE_AGE_MS, so looking that often is enough.
    scheduledJobs.register({
      name: 'Unstarted charges',
      intervalMs: UNSTARTED_CHARGE_AGE_MS,
      run: async (now) => ({ resumed: await resumeUnstartedCharges(deps, now) }),
    });
  },
};
