import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function dialogWith(props: Partial<ConfirmDialogProps>, onConfirm: () => void, onCancel: () => void) {
  return (
    <ConfirmDialog
      open
      title="Are you sure you want to delete the invite for ada@acme.test?"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />
  );
}

/** The dialog, open unless told otherwise; its code loads when first opened, so this waits for it. */
async function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn<() => void>();
  const onCancel = jest.fn<() => void>();
  const view = renderWithTheme(dialogWith(props, onConfirm, onCancel));
  if (props.open !== false) await screen.findByRole('dialog');
  return {
    onConfirm,
    onCancel,
    rerender: (next: Partial<ConfirmDialogProps>) => view.rerender(dialogWith({ ...props, ...next }, onConfirm, onCancel)),
  };
}

describe('ConfirmDialog', () => {
  test('is named by its title and described by its body', async () => {
    await renderDialog({ children: 'The user will no longer be able to log in.' });
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete the invite for ada@acme.test?',
    });
    expect(dialog).toHaveAccessibleDescription('The user will no longer be able to log in.');
  });

  test('confirms', async () => {
    const { onConfirm, onCancel } = await renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  test('cancels with the Cancel button', async () => {
    const { onConfirm, onCancel } = await renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('uses the given cancel label', async () => {
    const { onCancel } = await renderDialog({ cancelLabel: 'Discard changes', confirmLabel: 'Save' });
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('counts Escape as cancel', async () => {
    const { onCancel } = await renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('counts a click on the backdrop as cancel', async () => {
    const { onCancel } = await renderDialog();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  test('while busy shows progress, cannot be confirmed twice and cannot be dismissed', async () => {
    const { onConfirm, onCancel } = await renderDialog({ busy: true });
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('renders nothing until first opened, then opens; closed again, it leaves', async () => {
    const { rerender } = await renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender({ open: true });
    expect(await screen.findByRole('dialog', { name: /^Are you sure/ })).toBeInTheDocument();
    rerender({ open: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
