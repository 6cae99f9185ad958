import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { PortalThemeProvider } from '../theme/portal-theme-provider';
import { AFTER_SAVE, UNSAVED_CHANGES_TITLE, UnsavedChangesGuard } from './unsaved-changes-guard';

type Save = () => Promise<boolean>;

function EditForm({ onSave }: { onSave: Save }) {
  const [dirty, setDirty] = useState(false);
  return (
    <div>
      <label>
        Name
        <input onChange={() => setDirty(true)} />
      </label>
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/elsewhere" state={AFTER_SAVE}>
        Saved, go on
      </Link>
      <UnsavedChangesGuard when={dirty} onSave={onSave} />
    </div>
  );
}

function renderForm(onSave: Save = jest.fn<Save>().mockResolvedValue(true)) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <EditForm onSave={onSave} /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <PortalThemeProvider>
      <RouterProvider router={router} />
    </PortalThemeProvider>,
  );
  return { router, onSave, user: userEvent.setup() };
}

async function editAndLeave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'x');
  await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  return screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('UnsavedChangesGuard', () => {
  test('lets a clean form go without asking', async () => {
    const { router, user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  test('asks with the two choices, and Discard changes goes on without saving', async () => {
    const { router, onSave, user } = renderForm();
    const dialog = await editAndLeave(user);
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSave).not.toHaveBeenCalled();
    expect(dialog).not.toBeInTheDocument();
  });

  test('Save saves, then goes on', async () => {
    const { router, onSave, user } = renderForm();
    await editAndLeave(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  test('a failed save stays on the form', async () => {
    const { router, user } = renderForm(jest.fn<Save>().mockResolvedValue(false));
    await editAndLeave(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
  });

  test('a save that throws stays too', async () => {
    const { router, user } = renderForm(jest.fn<Save>().mockRejectedValue(new Error('offline')));
    await editAndLeave(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
  });

  test('closing the dialog stays, and leaving again asks again', async () => {
    const { router, user } = renderForm();
    await editAndLeave(user);
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: UNSAVED_CHANGES_TITLE })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
  });

  test('a form that has just saved moves on without asking', async () => {
    const { router, onSave, user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('link', { name: 'Saved, go on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(onSave).not.toHaveBeenCalled();
  });

  test('makes the browser warn on reload only while there are changes', async () => {
    const { user } = renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    fireEvent(window, clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    fireEvent(window, dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
