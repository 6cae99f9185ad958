import { expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { FilterStatusSelect } from './filter-status-select';

const STATUSES = ['open', 'paid'] as const;
const LABELS = { open: 'Open', paid: 'Paid' };

test('the status filter adds a chosen status to the filters, keeping the others', async () => {
  const onChange = jest.fn();
  const filters: { status: (typeof STATUSES)[number][]; q: string } = { status: ['open'], q: 'acme' };
  renderWithTheme(<FilterStatusSelect options={STATUSES} optionLabels={LABELS} filters={filters} onChange={onChange} />);
  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(screen.getByRole('option', { name: 'Paid' }));
  expect(onChange).toHaveBeenLastCalledWith({ status: ['open', 'paid'], q: 'acme' });
});
