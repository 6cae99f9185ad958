import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A column's heading, or the heading with its alignment. */
export type ScrollTableColumn = string | { label: string; align: TableCellProps['align'] };

export interface ScrollTableProps {
  /** The table's accessible name, e.g. "Invoices". */
  label: string;
  columns: readonly ScrollTableColumn[];
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  busy?: boolean;
  /** The body rows. */
  children: ReactNode;
}

function columnLabel(column: ScrollTableColumn): string {
  return typeof column === 'string' ? column : column.label;
}

/** A small table with one line per row; on a phone it keeps its columns and scrolls sideways. */
export function ScrollTable({ label, columns, minWidth, busy, children }: ScrollTableProps) {
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={label}
        aria-busy={busy || undefined}
        sx={{ minWidth, '& td, & th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={columnLabel(column)} align={typeof column === 'string' ? undefined : column.align}>
                {columnLabel(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

export interface ScrollTableSkeletonProps extends Omit<ScrollTableProps, 'busy' | 'children'> {
  rows: number;
}

/** The table while its rows load: busy, with a line of placeholder text in every cell. */
export function ScrollTableSkeleton({ rows, ...table }: ScrollTableSkeletonProps) {
  return (
    <ScrollTable {...table} busy>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row}>
          {table.columns.map((column) => (
            <TableCell key={columnLabel(column)}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </ScrollTable>
  );
}
