import type { CompanyUser, CurrentUser } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';
// Loaded up front: jest's ESM loader can fail when a parent and a child route import their
// screens at the same moment.
import '../user-info/user-info-screen';
import '../user-password/user-password-screen';
import '../user-single/user-single-index';
import '../user-single/user-single-screen';
import '../users-security/users-security-screen';

export const ME: CurrentUser = makeUser();

export const COLLEAGUE: CompanyUser = {
  id: '3f2e1d0c-9b8a-4765-8432-10fedcba9876',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@acme.test',
  type: 'ClientUser',
  extracted_roles: ['invoices', 'account_editor'],
  photo: null,
  enabled: true,
};

export function renderUserPages(path: string, user: CurrentUser = ME) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}
