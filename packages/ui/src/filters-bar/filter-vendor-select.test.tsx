import { describe, expect, jest, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { FilterVendorSelect } from './filter-vendor-select';

const VENDORS = [
  { id: 'v1', name: 'Northwind' },
  { id: 'v2', name: 'Contoso' },
];

describe('FilterVendorSelect', () => {
  test('offers all vendors and each one (an empty field while all are shown); choosing gives its id, and all vendors gives null', async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(<FilterVendorSelect value={null} vendors={VENDORS} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Vendor' });

    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All vendors', 'Northwind', 'Contoso']);
    await userEvent.click(screen.getByRole('option', { name: 'Contoso' }));
    expect(onChange).toHaveBeenLastCalledWith('v2');

    rerender(<FilterVendorSelect value="v2" vendors={VENDORS} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await userEvent.click(screen.getByRole('option', { name: 'All vendors' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  test('keeps a vendor of a shared link chosen before the list has it', () => {
    renderWithTheme(<FilterVendorSelect value="v9" vendors={VENDORS} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('Selected vendor');
  });
});
