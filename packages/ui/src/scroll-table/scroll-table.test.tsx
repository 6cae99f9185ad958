import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { portalTheme } from '../theme/portal-theme';
import {
  ScrollTable,
  ScrollTableCell,
  scrollTableClasses,
  ScrollTableRow,
  ScrollTableSkeleton,
  scrollTableStyles,
  type ScrollTableColumn,
} from './scroll-table';

const COLUMNS = ['Number', { label: 'Total', align: 'right' }] as const;

describe('ScrollTable', () => {
  test('is a named table with the column headings and the rows', () => {
    renderWithTheme(
      <ScrollTable label="Invoices" columns={COLUMNS} minWidth={720}>
        <ScrollTableRow>
          <ScrollTableCell>INV-1</ScrollTableCell>
          <ScrollTableCell>$10.00</ScrollTableCell>
        </ScrollTableRow>
      </ScrollTable>,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).not.toHaveAttribute('aria-busy');
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Number', 'Total']);
    expect(headings[1]).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getByRole('cell', { name: 'INV-1' })).toBeInTheDocument();
  });

  test('a row that opens its page does so on a click anywhere but its links', () => {
    const onOpen = jest.fn();
    renderWithTheme(
      <ScrollTable label="Invoices" columns={COLUMNS} minWidth={720}>
        <ScrollTableRow onOpen={onOpen}>
          <ScrollTableCell title>
            <a href="/invoices/1">INV-1</a>
          </ScrollTableCell>
          <ScrollTableCell>$10.00</ScrollTableCell>
        </ScrollTableRow>
      </ScrollTable>,
    );
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveClass(scrollTableClasses.openRow);
    fireEvent.click(screen.getByRole('link', { name: 'INV-1' }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('cell', { name: '$10.00' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  test('a row header names the row, and a warning row is marked', () => {
    renderWithTheme(
      <ScrollTable label="Team" columns={COLUMNS} minWidth={720}>
        <ScrollTableRow tone="warning">
          <ScrollTableCell rowHeader title>
            Ada
          </ScrollTableCell>
          <ScrollTableCell>$10.00</ScrollTableCell>
        </ScrollTableRow>
      </ScrollTable>,
    );
    const header = screen.getByRole('rowheader', { name: 'Ada' });
    expect(header).toHaveAttribute('scope', 'row');
    expect(header).toHaveClass(scrollTableClasses.title);
    expect(screen.getAllByRole('row')[1]).toHaveClass(scrollTableClasses.warningRow);
  });

  test('the skeleton is busy, with a placeholder in every cell', () => {
    renderWithTheme(<ScrollTableSkeleton label="Invoices" columns={COLUMNS} minWidth={720} rows={3} />);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('cell')).toHaveLength(6);
  });
});

describe('scrollTableStyles', () => {
  const columns: ScrollTableColumn[] = [
    'Number',
    { label: 'Skills', wrap: { minWidth: 160, maxWidth: 240 } },
    { label: 'Say "hi"', align: 'right' },
    { label: 'Created', hideBelow: 'lg' },
    { label: 'Notes', hideBelow: 'sm' },
  ];
  const styles = scrollTableStyles(columns, 900)(portalTheme) as Record<string, Record<string, unknown>>;
  const phone = styles[portalTheme.breakpoints.down('sm')] ?? {};

  test('from sm up: the table keeps its minimum width, and a wrapping column wraps within its widths', () => {
    expect(styles.minWidth).toBe(900);
    expect(styles[portalTheme.breakpoints.up('sm')]).toEqual({ '& tbody tr > :nth-child(3)': { textAlign: 'right' } });
    expect(styles['& tbody tr > :nth-child(2)']).toMatchObject({ whiteSpace: 'normal', minWidth: 160, maxWidth: 240 });
  });

  test('on a phone every row is a card: no minimum width, the headings only for screen readers, each cell under its label', () => {
    expect(phone.minWidth).toBe(0);
    expect(phone['& thead']).toMatchObject({ position: 'absolute', width: '1px', overflow: 'hidden' });
    expect(phone['& tbody tr > :nth-child(1)::before']).toBeUndefined();
    expect(phone['& tbody tr > :nth-child(2)::before']).toEqual({ content: '"Skills"' });
    expect(phone['& tbody tr > :nth-child(3)::before']).toEqual({ content: '"Say \\"hi\\""' });
  });

  test('a column leaves the table below its breakpoint; one hidden below sm leaves the cards only', () => {
    expect(styles[portalTheme.breakpoints.down('lg')]).toEqual({ '& tr > :nth-child(4)': { display: 'none' } });
    expect(phone['& tr > :nth-child(5)']).toEqual({ display: 'none' });
    expect(styles[portalTheme.breakpoints.down('md')]).toBeUndefined();
  });
});
