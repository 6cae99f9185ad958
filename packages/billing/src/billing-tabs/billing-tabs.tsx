import { LinkTabs } from '@portal/ui';

/** The billing section's pages: its invoices, the company's saved payment methods, its statements of account. */
export const BILLING_PATHS = {
  invoices: '/invoices',
  paymentMethods: '/invoices/payment-methods',
  statements: '/invoices/statements',
} as const;

const BILLING_TABS = [
  { label: 'Invoices', path: BILLING_PATHS.invoices },
  { label: 'Payment methods', path: BILLING_PATHS.paymentMethods },
  { label: 'Statements', path: BILLING_PATHS.statements },
] as const;

/** The tabs at the top of each billing page; the one of the current address is selected. */
export function BillingTabs() {
  return <LinkTabs label="Billing sections" tabs={BILLING_TABS} />;
}
