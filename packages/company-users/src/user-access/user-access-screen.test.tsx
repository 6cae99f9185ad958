import { afterEach, describe, expect, test } from '@jest/globals';
import { failure, type FakeServer } from '@portal/api-client/testing';
import { personBeyondRolesMessage, type Role, USER_MESSAGES } from '@portal/api-schema';
import { userWithRoles } from '@portal/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { COLLEAGUE, fakeUsersApi, ME, ME_AS_COMPANY_USER, putBodies, renderUserPages } from '../testing/render-user-pages';
import { ACCESS_SAVED_MESSAGE, EDITORS_ONLY_MESSAGE, REMOVE_OWN_EDITOR_CONFIRM, REMOVE_OWN_EDITOR_TITLE } from './user-access-screen';
import { lastEditorReason, RAISE_OWN_REASON } from './access-locks';

let server: FakeServer | undefined;
afterEach(() => server?.restore());

const roleBox = (name: string) => screen.getByRole('checkbox', { name });

describe('user access', () => {
  test('an account editor applies a group preset, adjusts a role and saves', async () => {
    server = fakeUsersApi([COLLEAGUE]);
    const view = renderUserPages(`/users/${COLLEAGUE.id}/access`);
    const groups = await screen.findByRole('group', { name: 'Groups' });
    await view.user.click(within(groups).getByRole('button', { name: 'Finance' }));
    expect(roleBox('Invoices')).toBeChecked();
    expect(roleBox('Account editor')).not.toBeChecked();
    await view.user.click(roleBox('Hiring (proposals)'));
    expect(screen.getByText('Group: Invoices, Contracts, Hiring (proposals), My Company')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save access' }));

    expect(await screen.findByText(ACCESS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(putBodies(server)).toEqual([{ extracted_roles: ['invoices', 'contracts', 'proposals', 'my_company'] }]);
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  test('on one’s own page the roles one lacks cannot be ticked', async () => {
    const me = userWithRoles(['account_editor', 'invoices']);
    server = fakeUsersApi([{ ...ME_AS_COMPANY_USER, extracted_roles: ['invoices', 'account_editor'], group: null }], { me });
    renderUserPages(`/users/${ME.id}/access`, me);
    expect(await screen.findByText(RAISE_OWN_REASON)).toBeInTheDocument();
    expect(roleBox('Contracts')).toBeDisabled();
    expect(roleBox('Invoices')).toBeEnabled();
  });

  test('the last account editor keeps the role; the API’s refusal shows beside the roles', async () => {
    server = fakeUsersApi([{ ...COLLEAGUE, last_account_editor: true }], {
      onPut: () =>
        failure(409, {
          message: USER_MESSAGES.lastEditorRole,
          errors: [{ property: 'extracted_roles', message: USER_MESSAGES.lastEditorRole }],
        }),
    });
    const view = renderUserPages(`/users/${COLLEAGUE.id}/access`);
    expect(await screen.findByText(lastEditorReason('Grace'))).toBeInTheDocument();
    expect(roleBox('Account editor')).toBeDisabled();
    await view.user.click(roleBox('Contracts'));
    await view.user.click(screen.getByRole('button', { name: 'Save access' }));
    expect(await screen.findByText(USER_MESSAGES.lastEditorRole)).toBeInTheDocument();
  });

  test('without account_editor, the access is shown read only, with the reason', async () => {
    server = fakeUsersApi([COLLEAGUE]);
    renderUserPages(`/users/${COLLEAGUE.id}/access`, userWithRoles(['invoices', 'contracts', 'my_company']));
    expect(await screen.findByText(EDITORS_ONLY_MESSAGE)).toBeInTheDocument();
    expect(roleBox('Invoices')).toBeChecked();
    expect(roleBox('Invoices')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save access' })).not.toBeInTheDocument();
    await waitFor(() => expect(putBodies(server)).toEqual([]));
  });

  test('removing one’s own account editor role asks first: cancel sends nothing, confirming saves', async () => {
    server = fakeUsersApi([ME_AS_COMPANY_USER]);
    const view = renderUserPages(`/users/${ME.id}/access`);
    await view.user.click(await screen.findByRole('checkbox', { name: 'Account editor' }));
    await view.user.click(screen.getByRole('button', { name: 'Save access' }));
    const dialog = await screen.findByRole('dialog', { name: REMOVE_OWN_EDITOR_TITLE });
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(putBodies(server)).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Save access' }));
    const again = await screen.findByRole('dialog', { name: REMOVE_OWN_EDITOR_TITLE });
    await view.user.click(within(again).getByRole('button', { name: REMOVE_OWN_EDITOR_CONFIRM }));
    expect(await screen.findByText(ACCESS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(putBodies(server)).toEqual([{ extracted_roles: ['invoices', 'contracts', 'proposals', 'my_company'] }]);
  });

  test('other changes of one’s own access save without asking', async () => {
    server = fakeUsersApi([ME_AS_COMPANY_USER]);
    const view = renderUserPages(`/users/${ME.id}/access`);
    await view.user.click(await screen.findByRole('checkbox', { name: 'Invoices' }));
    await view.user.click(screen.getByRole('button', { name: 'Save access' }));
    expect(await screen.findByText(ACCESS_SAVED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('an account editor with fewer roles sees a colleague above them read only, and why', async () => {
    const fewer: Role[] = ['proposals', 'my_company', 'account_editor'];
    const me = userWithRoles(fewer);
    server = fakeUsersApi([COLLEAGUE], { me });
    renderUserPages(`/users/${COLLEAGUE.id}/access`, me);
    expect(await screen.findByText(personBeyondRolesMessage(fewer, COLLEAGUE.extracted_roles))).toBeInTheDocument();
    expect(roleBox('Invoices')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save access' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Disable' })).not.toBeInTheDocument();
  });
});
