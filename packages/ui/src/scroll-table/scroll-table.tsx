import Skeleton from '@mui/material/Skeleton';
import type { Breakpoint, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { MouseEvent, ReactNode } from 'react';
import { classNames } from '../light/class-names';

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
      wrap?: { minWidth: number; maxWidth?: number };
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
 * The class names a row and its cells carry; the table styles them once, so that a row of 25 is
 * plain elements, not 25 times a set of styled components.
 */
export const scrollTableClasses = {
  /** A row that opens its page on a click. */
  openRow: 'ScrollTable-openRow',
  /** A row that needs attention (say, a contract ending soon). */
  warningRow: 'ScrollTable-warningRow',
  /** The row's title cell: its link is bold. */
  title: 'ScrollTable-title',
  /** A second, quieter line under a cell's text. */
  secondary: 'ScrollTable-secondary',
  /** Quieter text within a line (an action's category after its name). */
  secondaryInline: 'ScrollTable-secondaryInline',
  /** A person's picture beside their name (and a line under it). */
  person: 'ScrollTable-person',
  /** Something under a cell's text, a little apart from it (a chip, a note). */
  below: 'ScrollTable-below',
  /** Chips side by side, wrapping (a request's skills). */
  chips: 'ScrollTable-chips',
  /** Text that warns (a date near its end). */
  warningText: 'ScrollTable-warningText',
  /** Text that may break anywhere to stay within its wrapping column (an e-mail address). */
  breakAnywhere: 'ScrollTable-breakAnywhere',
  /** Buttons side by side, ending at the cell's end (a row's actions). */
  actions: 'ScrollTable-actions',
  /** A note that wraps within a narrow width at the cell's end (why a row has no actions). */
  endNote: 'ScrollTable-endNote',
} as const;

/** The body cells as MUI's small table cells look, set once on the table. */
function bodyStyles(theme: Theme): Record<string, Record<string, unknown>> {
  const { openRow, warningRow, title, secondary, secondaryInline, person, below, chips, warningText, breakAnywhere, actions, endNote } =
    scrollTableClasses;
  const divider = theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88);
  return {
    '& tbody > tr': { verticalAlign: 'middle' },
    '& tbody > tr > td, & tbody > tr > th': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      borderBottom: `1px solid ${divider}`,
    },
    '&:not([aria-busy]) tbody > tr:hover': { backgroundColor: theme.palette.action.hover },
    [`& tbody > tr.${openRow}`]: { cursor: 'pointer' },
    [`& tbody > tr.${warningRow}`]: { backgroundColor: theme.alpha(theme.palette.warning.main, 0.06) },
    [`& .${title} a`]: { fontWeight: 600 },
    [`& .${secondary}`]: { display: 'block', color: theme.palette.text.secondary },
    [`& .${secondaryInline}`]: { color: theme.palette.text.secondary },
    [`& .${below}`]: { display: 'block', marginTop: theme.spacing(0.5) },
    [`& .${chips}`]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.5) },
    // Bold as MUI's own emphasis, not the browser's heavier default.
    '& tbody strong': { fontWeight: 600 },
    [`& .${warningText}`]: { color: theme.palette.warning.dark, fontWeight: 600 },
    [`& .${breakAnywhere}`]: { overflowWrap: 'anywhere' },
    [`& .${actions}`]: { display: 'flex', justifyContent: 'flex-end', gap: theme.spacing(0.5) },
    [`& .${endNote}`]: { display: 'block', maxWidth: 280, marginLeft: 'auto', whiteSpace: 'normal' },
    [`& .${person}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
    [`& .${person} > :first-child`]: { display: 'flex', flexShrink: 0 },
    [`& .${person} > :last-child`]: { minWidth: 0 },
  };
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
      ...bodyStyles(theme),
    };
    const aligned: Record<string, Record<string, unknown>> = {};
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
      // An empty cell tells nothing on a card (a ledger's credit beside a charge): it leaves with its label.
      '& tbody tr > td:empty:not(:first-child)': { display: 'none' },
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
      if (column.align && column.align !== 'left') aligned[`& tbody ${cell(index)}`] = { textAlign: column.align };
      if (column.wrap) styles[`& tbody ${cell(index)}`] = { whiteSpace: 'normal', ...column.wrap, overflowWrap: 'break-word' };
      if (column.hideBelow) hiddenBelow[column.hideBelow] = { ...hiddenBelow[column.hideBelow], [`& ${cell(index)}`]: { display: 'none' } };
    });
    for (const [breakpoint, hidden] of Object.entries(hiddenBelow) as [Breakpoint, Record<string, unknown>][]) {
      if (breakpoint === 'sm') Object.assign(card, hidden);
      else styles[theme.breakpoints.down(breakpoint)] = hidden;
    }
    // A card's cells read left to right under their labels, whatever the column's alignment.
    styles[theme.breakpoints.up('sm')] = aligned;
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

export interface ScrollTableRowProps {
  children: ReactNode;
  /**
   * Opens the row's page on a click anywhere but its links and buttons. The row's title link
   * opens the same page, for keyboard and screen-reader users and a middle click.
   */
  onOpen?: () => void;
  /** Marks a row that needs attention. */
  tone?: 'warning';
}

/** A body row of a `ScrollTable`: a plain `<tr>`, styled by the table. */
export function ScrollTableRow({ children, onOpen, tone }: ScrollTableRowProps) {
  const className = classNames(onOpen && scrollTableClasses.openRow, tone === 'warning' && scrollTableClasses.warningRow);
  const open = onOpen
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        if ((event.target as HTMLElement).closest('a, button')) return;
        onOpen();
      }
    : undefined;
  return (
    <tr className={className || undefined} onClick={open}>
      {children}
    </tr>
  );
}

export interface ScrollTableCellProps {
  children?: ReactNode;
  /** The row's title cell: its link is bold. */
  title?: boolean;
  /** The row's header (`<th scope="row">`): the cell that names the row for a screen reader. */
  rowHeader?: boolean;
}

/**
 * A body cell of a `ScrollTable`: a plain `<td>` (or the row's `<th>`), styled by the table;
 * its column's alignment and wrapping come from the table's columns.
 */
export function ScrollTableCell({ children, title, rowHeader }: ScrollTableCellProps) {
  const className = title ? scrollTableClasses.title : undefined;
  if (rowHeader) {
    return (
      <th scope="row" className={className}>
        {children}
      </th>
    );
  }
  return <td className={className}>{children}</td>;
}

export interface ScrollTableSkeletonProps extends Omit<ScrollTableProps, 'busy' | 'children'> {
  rows: number;
}

/** The table while its rows load: busy, with a line of placeholder text in every cell. */
export function ScrollTableSkeleton({ rows, ...table }: ScrollTableSkeletonProps) {
  return (
    <ScrollTable {...table} busy>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row}>
          {table.columns.map((column) => (
            <td key={columnLabel(column)}>
              <Skeleton variant="text" />
            </td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}
