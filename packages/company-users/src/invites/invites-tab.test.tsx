import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, fakeApi, type FakeServer, ok, type RecordedRequest } from '@portal/api-client/testing';
import { API_PATHS, type Invitation, invitationBeyondRolesMessage, NOT_FOUND_MESSAGE, type Role } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { currentPath } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { EXPIRED_INVITE, PENDING_INVITE, renderInvitePages } from '../testing/render-invite-pages';
import { NO_INVITES, NO_MATCHES } from './invites-tab';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const page = (items: Invitation[], next_cursor: string | null = null) => ok({ items, next_cursor, total: items.length });
const isList = (request: RecordedRequest) => request.method === 'GET' && request.url.startsWith(API_PATHS.invitations);

function rowOf(email: string): HTMLElement {
  const row = screen.getByRole('cell', { name: email }).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

describe('the invites tab', () => {
  test('lists each invite: e-mail, names, access, inviter, sent, expiry or Expired, and its actions', async () => {
    server = fakeApi((request) => (isList(request) ? page([PENDING_INVITE, EXPIRED_INVITE]) : failure(404, {})));
    renderInvitePages('/users/invites');

    const table = await screen.findByRole('table', { name: 'Invites' });
    // The table's skeleton has the same name: its rows come with the list.
    await screen.findByRole('cell', { name: 'priya@acme.test' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['E-mail', 'Name', 'Access', 'Invited by', 'Sent', 'Expires', 'Actions']);
    const pending = within(rowOf('priya@acme.test'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(pending.slice(0, 6)).toEqual([
      'priya@acme.test',
      'Priya Natarajan',
      'Finance / Legal',
      'Ada Lovelace',
      'Nov 20, 2026',
      'Nov 27, 2026',
    ]);
    const expired = within(rowOf('marco@acme.test'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(expired.slice(0, 6)).toEqual(['marco@acme.test', 'Marco Bianchi', 'Interview', 'Former user', 'Nov 1, 2026', 'Expired']);
    const row = within(rowOf('marco@acme.test'));
    expect(row.getByRole('link', { name: 'Edit the invite for marco@acme.test' })).toHaveAttribute(
      'href',
      `/invite/edit/${EXPIRED_INVITE.id}`,
    );
    expect(row.getByRole('button', { name: 'Resend the invite for marco@acme.test' })).toBeEnabled();
    expect(row.getByRole('button', { name: 'Revoke the invite for marco@acme.test' })).toBeEnabled();
    expect(screen.getByText('2 invites')).toBeInTheDocument();
  });

  test('without invites, the empty state points to Invite user', async () => {
    server = fakeApi(() => page([]));
    renderInvitePages('/users/invites');
    expect(await screen.findByRole('heading', { name: NO_INVITES })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Invite user' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/invite/create');
  });

  test('filters from the URL reach the API, and no match offers to clear them', async () => {
    server = fakeApi(() => page([]));
    const view = renderInvitePages('/users/invites?status=expired&q=marco');
    expect(await screen.findByRole('heading', { name: NO_MATCHES })).toBeInTheDocument();
    expect(server.requests[0]?.url).toBe(`${API_PATHS.invitations}?status=expired&q=marco`);
    await view.user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(currentPath(view.router)).toBe('/users/invites'));
    expect(await screen.findByRole('heading', { name: NO_INVITES })).toBeInTheDocument();
  });

  test('a failed load offers a retry', async () => {
    let calls = 0;
    server = fakeApi(() => {
      calls += 1;
      return calls === 1 ? failure(500, {}) : page([PENDING_INVITE]);
    });
    const view = renderInvitePages('/users/invites');
    await view.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'priya@acme.test' })).toBeInTheDocument();
  });

  test('Resend sends the invite again and says so', async () => {
    server = fakeApi((request) => (request.method === 'POST' ? ok({ ...EXPIRED_INVITE, status: 'pending' }) : page([EXPIRED_INVITE])));
    const view = renderInvitePages('/users/invites');
    await view.user.click(await screen.findByRole('button', { name: 'Resend the invite for marco@acme.test' }));
    expect(await screen.findByText('The invite was sent again to marco@acme.test.')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.url).toBe(`${API_PATHS.invitations}/${EXPIRED_INVITE.id}/resend`);
  });

  test('Revoke asks first, word for word; Cancel keeps the invite, Delete deletes it', async () => {
    let deleted = false;
    server = fakeApi((request) => {
      if (request.method === 'DELETE') {
        deleted = true;
        return ok({ ok: true });
      }
      return page(deleted ? [EXPIRED_INVITE] : [PENDING_INVITE, EXPIRED_INVITE]);
    });
    const view = renderInvitePages('/users/invites');
    await view.user.click(await screen.findByRole('button', { name: 'Revoke the invite for priya@acme.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete the invite for priya@acme.test?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Revoke the invite for priya@acme.test' }));
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Revoke the invite for priya@acme.test' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The invite for priya@acme.test was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'priya@acme.test' })).not.toBeInTheDocument());
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      `${API_PATHS.invitations}/${PENDING_INVITE.id}`,
    ]);
  });

  test('a failed delete keeps the dialog open and toasts why', async () => {
    server = fakeApi((request) => (request.method === 'DELETE' ? failure(404, { message: NOT_FOUND_MESSAGE }) : page([PENDING_INVITE])));
    const view = renderInvitePages('/users/invites');
    await view.user.click(await screen.findByRole('button', { name: 'Revoke the invite for priya@acme.test' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.toasts).toEqual([NOT_FOUND_MESSAGE]));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('an account editor with fewer roles cannot edit, resend or revoke an invite granting roles they lack, and is told why', async () => {
    const fewer: Role[] = ['proposals', 'my_company', 'account_editor'];
    server = fakeApi((request) => (isList(request) ? page([PENDING_INVITE, EXPIRED_INVITE]) : failure(404, {})));
    renderInvitePages('/users/invites', userWithRoles(fewer));
    await screen.findByRole('cell', { name: 'priya@acme.test' });
    const above = within(rowOf('priya@acme.test'));
    expect(above.getByText(invitationBeyondRolesMessage(fewer, PENDING_INVITE.roles))).toBeInTheDocument();
    expect(above.queryByRole('button', { name: /Resend|Revoke/ })).not.toBeInTheDocument();
    expect(above.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    const mine = within(rowOf('marco@acme.test'));
    expect(mine.getByRole('button', { name: 'Resend the invite for marco@acme.test' })).toBeEnabled();
    expect(mine.getByRole('link', { name: 'Edit the invite for marco@acme.test' })).toBeInTheDocument();
  });
});
