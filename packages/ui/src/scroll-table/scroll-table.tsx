import Skeleton from '@mui/material/Skeleton';
import type { Breakpoint, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';

/** A column's heading, or the heading with how its cells show. */
export type ScrollTableColumn =
  | string
  | {
      label: string;
      align?: TableCellProps['align'];
      /**
       * Left out (heading and cells) on screens narrower than this breakpoint, for a column the
       * row can do without there; `'sm'` leaves it out of the phone's cards only.
       */
      hideBelow?: Exclude<Breakpoint, 'xs'>;
      /** The cells wrap their text within these widths (px) instead of keeping it on one line. */
      wrap?: { minWidth: number; maxWidth: number };
    };

export interface ScrollTableProps {
  /** The table's accessible name, e.g. "Invoices". */
  label: string;
  /** The first column is the row's title (its link) on a phone's card. */
  columns: readonly ScrollTableColumn[];
  /** From the `sm` breakpoint up, below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  busy?: boolean;
  /** The body rows: one cell per column, in the columns' order. */
  children: ReactNode;
}

function columnLabel(column: ScrollTableColumn): string {
  return typeof column === 'string' ? column : column.label;
}

/** The CSS string of a label, for `content`. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`;
}

/**
 * The table's styles. From `sm` up: a table whose cells keep one line (unless their column wraps)
 * and that scrolls sideways below `minWidth`. On a phone every row is a card: the first cell its
 * title, each other cell under its column's label, so that status, amounts and dates are read
 * without scrolling sideways. Columns with `hideBelow` leave the table below their breakpoint.
 */
export function scrollTableStyles(columns: readonly ScrollTableColumn[], minWidth: number) {
  return (theme: Theme) => {
    // nth-child, not nth-of-type: a row's first cell may be a th.
    const cell = (index: number) => `tr > :nth-child(${index + 1})`;
    const cardOnly = theme.breakpoints.down('sm');
    const styles: Record<string, Record<string, unknown> | string | number> = {
      minWidth,
      '& td, & th': { whiteSpace: 'nowrap' },
    };
    const card: Record<string, unknown> = {
      minWidth: 0,
      display: 'block',
      '& thead': { ...visuallyHidden, display: 'block' },
      '& tbody': { display: 'grid', gap: theme.spacing(1.5) },
      '& tbody tr': {
        display: 'block',
        padding: theme.spacing(1.5, 2),
        border: `1px solid ${theme.palette.divider}`,
        borderRadius: `${theme.shape.borderRadius}px`,
        backgroundColor: theme.palette.background.paper,
      },
      // The !important ones undo the widths and one-line text a table's own cells may ask for.
      '& tbody tr > td, & tbody tr > th': {
        position: 'relative',
        display: 'block',
        minWidth: '0 !important',
        maxWidth: 'none !important',
        whiteSpace: 'normal !important',
        overflowWrap: 'anywhere',
        textAlign: 'left',
        border: 0,
        padding: theme.spacing(0.5, 0, 0.5, 0),
        paddingLeft: '40%',
      },
      '& tbody tr > :first-child': { padding: theme.spacing(0, 0, 1), fontSize: theme.typography.body1.fontSize },
      '& tbody tr > :not(:first-child)::before': {
        position: 'absolute',
        left: 0,
        width: `calc(40% - ${theme.spacing(2)})`,
        color: theme.palette.text.secondary,
        overflowWrap: 'anywhere',
      },
    };
    const hiddenBelow: Partial<Record<Breakpoint, Record<string, unknown>>> = {};
    columns.forEach((column, index) => {
      if (index > 0) card[`& tbody ${cell(index)}::before`] = { content: cssString(columnLabel(column)) };
      if (typeof column === 'string') return;
      if (column.wrap) styles[`& tbody ${cell(index)}`] = { whiteSpace: 'normal', ...column.wrap, overflowWrap: 'break-word' };
      if (column.hideBelow) hiddenBelow[column.hideBelow] = { ...hiddenBelow[column.hideBelow], [`& ${cell(index)}`]: { display: 'none' } };
    });
    for (const [breakpoint, hidden] of Object.entries(hiddenBelow) as [Breakpoint, Record<string, unknown>][]) {
      if (breakpoint === 'sm') Object.assign(card, hidden);
      else styles[theme.breakpoints.down(breakpoint)] = hidden;
    }
    styles[cardOnly] = card;
    return styles;
  };
}

/**
 * A small table with one line per row; it scrolls sideways where it does not fit, and on a phone
 * every row becomes a card of its cells with their labels.
 */
export function ScrollTable({ label, columns, minWidth, busy, children }: ScrollTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={busy || undefined} sx={scrollTableStyles(columns, minWidth)}>
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
