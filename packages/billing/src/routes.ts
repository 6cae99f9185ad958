import { lazyWidget, type DashboardWidget, type NavItem, type PortalRoute, type RouteHandle } from '@portal/ui/light';
import { BILLING_PATHS } from './billing-tabs/billing-paths';

export const INVOICES_HANDLE: RouteHandle = {
  name: 'Invoices',
  title: 'Invoices',
  layout: 'default',
  auth: true,
  company: true,
  role: 'invoices',
};

export const INVOICES_SINGLE_HANDLE: RouteHandle = { ...INVOICES_HANDLE, name: 'InvoicesSingle', title: 'Invoice' };

export const STATEMENTS_HANDLE: RouteHandle = { ...INVOICES_HANDLE, name: 'Statements', title: 'Statements' };
const PAYMENT_METHODS_HANDLE: RouteHandle = { ...INVOICES_HANDLE, name: 'PaymentMethods', title: 'Payment methods' };

/**
 * The invoice screens. Only type imports, React and the React-only `lazyWidget` at the top: the
 * shell lists these routes in a visitor's first download, so every screen is loaded when first
 * opened. (Function-style `lazy`, as in auth.)
 */
export const routes: PortalRoute[] = [
  {
    path: BILLING_PATHS.invoices,
    handle: INVOICES_HANDLE,
    lazy: async () => ({ Component: (await import('./invoices/invoices-screen')).InvoicesScreen }),
  },
  {
    path: BILLING_PATHS.paymentMethods,
    handle: PAYMENT_METHODS_HANDLE,
    lazy: async () => ({ Component: (await import('./payment-methods/payment-methods-screen')).PaymentMethodsScreen }),
  },
  {
    path: BILLING_PATHS.statements,
    handle: STATEMENTS_HANDLE,
    lazy: async () => ({ Component: (await import('./statements/statements-screen')).StatementsScreen }),
  },
  {
    path: '/invoices/:id',
    handle: INVOICES_SINGLE_HANDLE,
    lazy: async () => ({ Component: (await import('./invoice-single/invoice-single-screen')).InvoiceSingleScreen }),
  },
];

export const nav: NavItem[] = [
  {
    label: 'Invoices',
    to: '/invoices',
    role: 'invoices',
    order: 50,
    description: 'Pay open invoices by wire, card or ACH and accept delivery.',
  },
];

const InvoicesWidget = lazyWidget(async () => (await import('./widget/invoices-widget')).InvoicesWidgetCard);
const SpendWidget = lazyWidget(async () => (await import('./spend/spend-widget')).SpendWidgetCard);

export const widgets: DashboardWidget[] = [
  { id: 'invoices', role: 'invoices', order: 10, Component: InvoicesWidget },
  { id: 'spend', role: 'invoices', order: 30, wide: true, Component: SpendWidget },
];
