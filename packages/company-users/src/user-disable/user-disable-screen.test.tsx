import { afterEach, describe, expect, test } from '@jest/globals';
import type { FakeServer } from '@portal/api-client/testing';
import { userWithRoles } from '@portal/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { COLLEAGUE, fakeUsersApi, ME, ME_AS_COMPANY_USER, putBodies, renderUserPages } from '../testing/render-user-pages';
import { disableDialog, enableDialog } from './user-disable-screen';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

describe('disable and enable a user', () => {
  test('Disable asks first, saying what it does; Cancel changes nothing, Disable disables', async () => {
    server = fakeUsersApi([COLLEAGUE]);
    const view = renderUserPages(`/users/${COLLEAGUE.id}/disable`);
    const texts = disableDialog('Grace Hopper');

    await view.user.click(await screen.findByRole('button', { name: 'Disable user' }));
    let dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(dialog).toHaveTextContent('Grace Hopper will no longer be able to log in or use the features of the portal.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putBodies(server)).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Disable user' }));
    dialog = screen.getByRole('dialog', { name: texts.title });
    await view.user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Grace Hopper is disabled.')).toBeInTheDocument();
    expect(putBodies(server)).toEqual([{ enabled: false }]);
    expect(await screen.findByRole('button', { name: 'Enable user' })).toBeInTheDocument();
  });

  test('Enable asks first, saying what it does', async () => {
    server = fakeUsersApi([{ ...COLLEAGUE, enabled: false }]);
    const view = renderUserPages(`/users/${COLLEAGUE.id}/disable`);
    await view.user.click(await screen.findByRole('button', { name: 'Enable user' }));
    const texts = enableDialog('Grace Hopper');
    const dialog = await screen.findByRole('dialog', { name: texts.title });
    expect(dialog).toHaveTextContent('Grace Hopper will be able to log in and use the features again.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(putBodies(server)).toEqual([{ enabled: true }]));
  });

  test('the last account editor cannot be disabled', async () => {
    server = fakeUsersApi([{ ...COLLEAGUE, last_account_editor: true }]);
    renderUserPages(`/users/${COLLEAGUE.id}/disable`);
    expect(await screen.findByRole('button', { name: 'Disable user' })).toBeDisabled();
    expect(screen.getByText(/last enabled account editor/)).toBeInTheDocument();
  });

  test('the tab is an account editor’s, on other users’ pages only', async () => {
    server = fakeUsersApi([COLLEAGUE, ME_AS_COMPANY_USER]);
    const editor = renderUserPages(`/users/${COLLEAGUE.id}/info`);
    expect(await screen.findByRole('tab', { name: 'Disable' })).toBeInTheDocument();
    editor.unmount();

    const own = renderUserPages(`/users/${ME.id}/info`);
    expect(await screen.findByRole('tab', { name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Disable' })).not.toBeInTheDocument();
    own.unmount();

    renderUserPages(`/users/${COLLEAGUE.id}/info`, userWithRoles(['invoices']));
    expect(await screen.findByRole('tab', { name: 'Access' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Disable' })).not.toBeInTheDocument();
  });

  test('on one’s own page it says one cannot disable oneself', async () => {
    server = fakeUsersApi([ME_AS_COMPANY_USER]);
    renderUserPages(`/users/${ME.id}/disable`);
    expect(await screen.findByText('You cannot disable your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable user' })).not.toBeInTheDocument();
  });
});
