import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { ExportCsvButton } from './export-csv-button';

describe('ExportCsvButton', () => {
  test('is busy while the file downloads', async () => {
    let finish: () => void = () => {};
    const onExport = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<ExportCsvButton onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  test('sends nothing while the filters are refused', () => {
    renderWithTheme(<ExportCsvButton onExport={jest.fn(() => Promise.resolve())} disabled />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
