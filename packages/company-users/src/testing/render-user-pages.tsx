import { failure, fakeApi, type FakeReply, type FakeServer, ok } from '@portal/api-client/testing';
import { API_PATHS, type CompanyUser, type CompanyUserSummary, type CurrentUser, type UserPage } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { screen } from '@testing-library/react';
import { companyUserPath } from '../endpoints/company-users-api';
import { routes } from '../routes';
// Loaded up front: jest's ESM loader can fail when a parent and a child route import their
// screens at the same moment.
import '../confirm-email/confirm-email-screen';
import '../user-access/user-access-screen';
import '../user-disable/user-disable-screen';
import '../user-info/user-info-screen';
import '../user-password/user-password-screen';
import '../user-single/user-single-screen';
import '../users-list/users-list-tab';
import '../users/users-screen';
import '../users-security/users-security-tab';

export const ME: CurrentUser = makeUser();

/** The signed-in user (every role) as the users pages load them. */
export const ME_AS_COMPANY_USER: CompanyUser = {
  id: ME.id,
  first_name: ME.first_name,
  last_name: ME.last_name,
  email: ME.email,
  type: 'ClientUser',
  extracted_roles: [...ME.extracted_roles],
  photo: null,
  enabled: true,
  group: 'admin',
  job_title: 'Head of engineering',
  phone: null,
  time_zone: 'Europe/London',
  pending_email: null,
  last_sign_in_at: '2026-11-20T09:30:00Z',
  last_account_editor: false,
};

export const COLLEAGUE: CompanyUser = {
  id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.test',
  type: 'ClientUser',
  extracted_roles: ['invoices', 'account_editor'],
  photo: null,
  enabled: true,
  group: null,
  job_title: null,
  phone: null,
  time_zone: null,
  pending_email: null,
  last_sign_in_at: null,
  last_account_editor: false,
};

function summaryOf(user: CompanyUser): CompanyUserSummary {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    photo: user.photo,
    job_title: user.job_title,
    extracted_roles: user.extracted_roles,
    group: user.group,
    enabled: user.enabled,
    last_sign_in_at: user.last_sign_in_at,
    email_change_pending: user.pending_email !== null,
  };
}

export function userPage(users: readonly CompanyUser[], nextCursor: string | null = null, total = users.length): UserPage {
  return { items: users.map(summaryOf), next_cursor: nextCursor, total };
}

export function renderUserPages(path: string, user: CurrentUser = ME) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}

/**
 * The heading of a user's page once the user is loaded. The loading state names the page too, and
 * its heading is replaced by the loaded page's: one found before that would be gone a moment later.
 */
export async function findLoadedUserPageHeading(title: string): Promise<HTMLElement> {
  await screen.findByRole('tablist', { name: 'User pages' });
  return screen.getByRole('heading', { level: 1, name: title });
}

/**
 * The users API in memory: GET and PUT of the users given (PUT answers with `onPut`, by default
 * the user with the changes applied, and keeps what it answered), the signed-in user, and `other`
 * for anything else (404 by default).
 */
export interface FakeUsersApiOptions {
  me?: CurrentUser;
  onPut?: (body: Record<string, unknown>, user: CompanyUser) => FakeReply;
  other?: (request: { method: string; url: string; body: unknown }) => FakeReply;
}

export function fakeUsersApi(users: CompanyUser[], options: FakeUsersApiOptions = {}): FakeServer {
  const byPath = new Map(users.map((user) => [companyUserPath(user.id), user]));
  return fakeApi((request) => {
    // A change of one's own details refreshes the signed-in user.
    if (request.url === API_PATHS.currentUser) return ok(options.me ?? ME);
    const user = byPath.get(request.url);
    if (!user) return options.other ? options.other(request) : failure(404, { message: 'Not found.' });
    if (request.method === 'PUT') {
      const body = JSON.parse(String(request.body)) as Record<string, unknown>;
      const reply = options.onPut ? options.onPut(body, user) : ok({ ...user, ...body });
      if (reply.status === 200) byPath.set(request.url, (reply.body as { data: CompanyUser }).data);
      return reply;
    }
    return ok(user);
  });
}

/** The bodies of the PUT requests sent, parsed, in order. */
export function putBodies(server: FakeServer | undefined): unknown[] {
  return (server?.requests ?? []).filter((request) => request.method === 'PUT').map((request) => JSON.parse(String(request.body)));
}
