import { LinkTabs } from '@portal/ui';
import { BILLING_PATHS } from './billing-paths';

const BILLING_TABS = [
  { label: 'Invoices', path: BILLING_PATHS.invoices },
  { label: 'Payment methods', path: BILLING_PATHS.paymentMethods },
  { label: 'Statements', path: BILLING_PATHS.statements },
] as const;

/** The tabs at the top of each billing page; the one of the current address is selected. */
export function BillingTabs() {
  return <LinkTabs label="Billing sections" tabs={BILLING_TABS} />;
}
