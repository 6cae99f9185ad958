import type { CurrentUser, Invitation } from '@portal/api-schema';
import { makeUser, signedIn } from '@portal/auth/testing';
import { renderFeatureRoutes } from '@portal/ui/testing';
import { routes } from '../routes';
// Loaded up front: jest's ESM loader can fail when a parent and a child route import their
// screens at the same moment.
import '../invites/invites-tab';
import '../invite-form/invite-create-screen';
import '../invite-form/invite-edit-screen';

const EDITOR: CurrentUser = makeUser();

export const PENDING_INVITE: Invitation = {
  id: '6a1c1e0e-2f4b-4f7e-9a43-2f0c7e1a3001',
  email: 'priya@acme.test',
  first_name: 'Priya',
  last_name: 'Natarajan',
  roles: ['invoices', 'contracts', 'my_company'],
  status: 'pending',
  invited_by: { id: EDITOR.id, first_name: 'Ada', last_name: 'Lovelace' },
  sent_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  accepted_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

export const EXPIRED_INVITE: Invitation = {
  ...PENDING_INVITE,
  id: '6a1c1e0e-2f4b-4f7e-9a43-2f0c7e1a3002',
  email: 'marco@acme.test',
  first_name: 'Marco',
  last_name: 'Bianchi',
  roles: ['proposals', 'my_company'],
  status: 'expired',
  invited_by: null,
  sent_at: '2026-11-01T10:00:00.000Z',
  expires_at: '2026-11-08T10:00:00.000Z',
};

export function renderInvitePages(path: string, user: CurrentUser = EDITOR) {
  return renderFeatureRoutes(routes, path, { session: signedIn(user) });
}
