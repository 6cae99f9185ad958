import type { CurrentUser } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';
// Loaded up front, as company-users does: jest's ESM loader can fail when route modules load at
// the same moment.
import '../invoices/invoices-screen';
import '../invoice-single/invoice-single-screen';
import '../statements/statements-screen';
import '../payment-methods/payment-methods-screen';

const ME: CurrentUser = makeUser();

/** The billing routes at `path`, with the store, theme, toasts and a signed-in user. */
export function renderBilling(path: string, user: CurrentUser = ME) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}
