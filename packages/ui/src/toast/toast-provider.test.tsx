import { describe, expect, test } from '@jest/globals';
import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from './notify';
import { MAX_TOASTS, ToastProvider } from './toast-provider';

function renderToasts() {
  return render(
    <ToastProvider>
      <p>page</p>
    </ToastProvider>,
  );
}

function toastContainer(toast: HTMLElement): HTMLElement {
  const container = toast.closest<HTMLElement>('.notistack-SnackbarContainer');
  if (!container) throw new Error('The toast is not inside the toast container.');
  return container;
}

describe('notify inside ToastProvider', () => {
  test('shows the message at the top right', async () => {
    renderToasts();
    act(() => notify('Saved.', 'success'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Saved.');
    const position = getComputedStyle(toastContainer(toast));
    // Anchored by its top and right edges; the other two are left to the layout.
    expect(position.top).toMatch(/^\d+(\.\d+)?px$/);
    expect(position.right).toMatch(/^\d+(\.\d+)?px$/);
    expect(position.bottom).toBe('auto');
    expect(position.left).toBe('auto');
  });

  test('keeps the line breaks of multi-line messages', async () => {
    renderToasts();
    act(() => notify('Required - email\nToo short. - password', 'error'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(toast.textContent).toContain('Required - email\nToo short. - password');
  });

  test('can be dismissed', async () => {
    renderToasts();
    act(() => notify('Something went wrong.', 'error'));
    const toast = await screen.findByRole('alert');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Something went wrong.'));
  });

  test(`shows at most ${MAX_TOASTS} toasts`, async () => {
    renderToasts();
    act(() => {
      for (let index = 1; index <= MAX_TOASTS + 2; index += 1) notify(`Message ${index}`);
    });
    await screen.findByText(`Message ${MAX_TOASTS}`);
    expect(screen.getAllByRole('alert')).toHaveLength(MAX_TOASTS);
    expect(screen.queryByText(`Message ${MAX_TOASTS + 2}`)).not.toBeInTheDocument();
  });

  test('shows a message once while it is on screen', async () => {
    renderToasts();
    act(() => {
      notify('Saved.', 'success');
      notify('Saved.', 'success');
    });
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('shows a message again once its toast is closing', async () => {
    renderToasts();
    act(() => notify('The access is saved.', 'success'));
    const first = await screen.findByRole('alert');
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    act(() => notify('The access is saved.', 'success'));
    await waitForElementToBeRemoved(first);
    expect(await screen.findByRole('alert')).toHaveTextContent('The access is saved.');
  });

  test('shows toasts asked for before the provider mounted', async () => {
    notify('Welcome back.', 'info');
    renderToasts();
    expect(await screen.findByRole('alert')).toHaveTextContent('Welcome back.');
  });
});
