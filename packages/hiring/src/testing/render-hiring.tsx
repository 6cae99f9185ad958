import type { CurrentUser } from '@portal/api-schema';
import { type RecordedRequest } from '@portal/api-client/testing';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';
// Loaded up front: jest's ESM loader can fail when route modules load at the same moment.
import '../hiring/hiring-screen';
import '../rfps/rfps-tab';
import '../interviews/interviews-tab';
import '../proposals-single/proposals-single-screen';
import '../candidate/candidate-screen';

const ME: CurrentUser = makeUser();

/** The hiring routes at `path`, with the store, theme, toasts and a signed-in user. */
export function renderHiring(path: string, user: CurrentUser = ME) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}

/** The query strings of the requests to `path`, in order. */
export function searchesTo(path: string, requests: readonly RecordedRequest[]): URLSearchParams[] {
  return requests
    .filter((request) => request.url.split('?')[0] === path)
    .map((request) => new URLSearchParams(request.url.split('?')[1] ?? ''));
}
