import { describe, expect, jest, test } from '@jest/globals';
import DialogTitle from '@mui/material/DialogTitle';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { BusyDialog } from './busy-dialog';

function renderDialog(busy: boolean) {
  const onClose = jest.fn<() => void>();
  renderWithTheme(
    <BusyDialog open busy={busy} onClose={onClose} aria-labelledby="busy-title">
      <DialogTitle id="busy-title">Decline the candidate</DialogTitle>
    </BusyDialog>,
  );
  return onClose;
}

describe('BusyDialog', () => {
  test('is named by its title', () => {
    renderDialog(false);
    expect(screen.getByRole('dialog', { name: 'Decline the candidate' })).toBeInTheDocument();
  });

  test('closes with Escape and a click outside while nothing is under way', async () => {
    const onClose = renderDialog(false);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as Element);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  test('stays open while busy', async () => {
    const onClose = renderDialog(true);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector('.MuiBackdrop-root') as Element);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
