import type { CurrentUser } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';

export const ME: CurrentUser = makeUser();

/**
 * The feature's routes at `path`, with the store, theme, toasts and `user` signed in. Import each
 * screen module at the top of this file as screens arrive: jest's ESM loader can fail when lazy
 * routes load at the same moment.
 */
export function renderTeamContracts(path: string, user: CurrentUser = ME) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}
