import { describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { renderWithTheme } from '../testing/render-with-theme';
import { FilterMultiSelect, FiltersBar, FilterSelect } from './filters-bar';

const STATUSES = ['open', 'paid', 'void'] as const;
type Status = (typeof STATUSES)[number];
const STATUS_LABELS: Record<Status, string> = { open: 'Open', paid: 'Paid', void: 'Void' };

describe('FiltersBar', () => {
  test('is a named search landmark; "Clear filters" shows only while a filter is set', async () => {
    const onClear = jest.fn();
    const { rerender } = renderWithTheme(
      <FiltersBar label="Invoice filters" active={false} onClear={onClear}>
        <input aria-label="Search" />
      </FiltersBar>,
    );
    const bar = screen.getByRole('search', { name: 'Invoice filters' });
    expect(within(bar).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();

    rerender(
      <FiltersBar label="Invoice filters" active onClear={onClear}>
        <input aria-label="Search" />
      </FiltersBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('FilterMultiSelect', () => {
  test('lists the chosen labels and adds a choice', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FilterMultiSelect
        label="Status"
        options={STATUSES}
        optionLabels={STATUS_LABELS}
        minWidth={200}
        value={['paid', 'open']}
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect(field).toHaveTextContent('Paid, Open');

    await userEvent.click(field);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Open', 'Paid', 'Void']);
    await userEvent.click(screen.getByRole('option', { name: 'Void' }));
    expect(onChange).toHaveBeenCalledWith(['paid', 'open', 'void']);
  });
});

describe('FilterSelect', () => {
  test('shows the chosen label and picks another', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FilterSelect label="Sort by" options={STATUSES} optionLabels={STATUS_LABELS} minWidth={180} value="open" onChange={onChange} />,
    );
    const field = screen.getByRole('combobox', { name: 'Sort by' });
    expect(field).toHaveTextContent('Open');
    await userEvent.click(field);
    await userEvent.click(screen.getByRole('option', { name: 'Paid' }));
    expect(onChange).toHaveBeenCalledWith('paid');
  });

  test('lists the items given as children, in groups, and picks one', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <FilterSelect label="Action" minWidth={220} value="invoice_paid" onChange={onChange}>
        <MenuItem value="">All actions</MenuItem>
        <ListSubheader>Billing</ListSubheader>
        <MenuItem value="invoice_paid">Invoice paid</MenuItem>
      </FilterSelect>,
    );
    const field = screen.getByRole('combobox', { name: 'Action' });
    expect(field).toHaveTextContent('Invoice paid');
    await userEvent.click(field);
    expect(within(screen.getByRole('listbox')).getByText('Billing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'All actions' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
