import type { CurrentUser } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';
// Each screen module is loaded up front: jest's ESM loader can fail when lazy routes load at the
// same moment.
import '../contracts/contracts-screen';
import '../contract-single/contract-single-screen';

export const ME: CurrentUser = makeUser();

/** The feature's routes at `path`, with the store, theme, toasts and `user` signed in. */
export function renderTeamContracts(path: string, user: CurrentUser = ME) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}
