import type { CurrentUser } from '@portal/api-schema';
import { makeUser, signedIn, userWithRoles } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';
// Each screen module is loaded up front: jest's ESM loader can fail when lazy routes load at the
// same moment.
import '../contracts/contracts-screen';
import '../contract-single/contract-single-screen';
import '../contract-terms/contract-terms-screen';
import '../team/team-screen';
import '../team-candidate/team-candidate-screen';
import '../talent/talent-screen';
import '../timesheets/timesheets-screen';
import '../timesheet-single/timesheet-single-screen';

/** Every role. */
export const ME: CurrentUser = makeUser();
/** The finance group: contracts and invoices, no proposals. */
export const FINANCE: CurrentUser = userWithRoles(['invoices', 'contracts', 'my_company']);

/** The feature's routes (contracts and team pages) at `path`, with the store, theme, toasts and `user` signed in. */
export function renderTeamContracts(path: string, user: CurrentUser = ME) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}
