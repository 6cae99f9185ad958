import { describe, expect, test } from '@jest/globals';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ScrollTable, ScrollTableSkeleton } from './scroll-table';

const COLUMNS = ['Number', { label: 'Total', align: 'right' }] as const;

describe('ScrollTable', () => {
  test('is a named table with the column headings and the rows', () => {
    renderWithTheme(
      <ScrollTable label="Invoices" columns={COLUMNS} minWidth={720}>
        <TableRow>
          <TableCell>INV-1</TableCell>
          <TableCell align="right">$10.00</TableCell>
        </TableRow>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).not.toHaveAttribute('aria-busy');
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Number', 'Total']);
    expect(headings[1]).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('cell', { name: 'INV-1' })).toBeInTheDocument();
  });

  test('the skeleton is busy, with a placeholder in every cell', () => {
    renderWithTheme(<ScrollTableSkeleton label="Invoices" columns={COLUMNS} minWidth={720} rows={3} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('cell')).toHaveLength(6);
  });
});
