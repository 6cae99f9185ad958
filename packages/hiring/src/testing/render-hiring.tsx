import type { CurrentUser } from '@portal/api-schema';
import { type RecordedRequest } from '@portal/api-client/testing';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { configure } from '@testing-library/react';
import { routes } from '../routes';
// Loaded up front: jest's ESM loader can fail when route modules load at the same moment.
import '../hiring/hiring-screen';
import '../rfps/rfps-tab';
import '../interviews/interviews-tab';
import '../proposals-single/proposals-single-screen';
import '../candidate/candidate-screen';

// Screens load as lazy routes: with several suites sharing a busy machine, the first one of a
// suite can take longer than the default second to appear.
configure({ asyncUtilTimeout: 5_000 });

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
