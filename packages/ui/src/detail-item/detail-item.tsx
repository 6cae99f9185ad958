import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailItemProps {
  term: string;
  /** The value, shown as the term's description. */
  children: ReactNode;
  /** The term's type size: small by default, `body1` where terms and values read as lines of text (a receipt). */
  termVariant?: 'body1' | 'body2';
  /** The value's type size: `body2` for the small facts of a card. */
  valueVariant?: 'body1' | 'body2';
  /** The item's own layout, e.g. a grid of term and value in one row. */
  sx?: SxProps<Theme>;
  /** The value's own layout, e.g. the value beside its copy button. */
  valueSx?: SxProps<Theme>;
}

/** One term and its value in a description list (`dl`) of details, e.g. an invoice's. */
export function DetailItem({ term, children, termVariant = 'body2', valueVariant = 'body1', sx, valueSx }: DetailItemProps) {
  return (
    <Box sx={sx}>
      <Typography component="dt" variant={termVariant} color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant={valueVariant} sx={[{ m: 0 }, ...(Array.isArray(valueSx) ? valueSx : [valueSx])]}>
        {children}
      </Typography>
    </Box>
  );
}

/** A value for every width, or one per breakpoint up from it. */
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

export interface DetailListProps {
  /** The `DetailItem`s. */
  children: ReactNode;
  /**
   * `stacked` (the default): each term above its value, the items in `columns`. `side-by-side`:
   * the terms in one column and their values in the next, lined up from item to item.
   */
  layout?: 'stacked' | 'side-by-side';
  /** The grid's columns of a stacked list, e.g. `{ xs: '1fr', sm: 'repeat(3, 1fr)' }`; one by default. */
  columns?: Responsive<string>;
  /** The space between items (theme spacing). */
  gap?: Responsive<number>;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

const SIDE_BY_SIDE = {
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  rowGap: 0.5,
  // An item's wrapper gives its term and value to the list's grid, so that the values line up.
  '& > div': { display: 'contents' },
} as const;

/** A description list (`dl`) of details as a grid of `DetailItem`s. */
export function DetailList({ children, layout = 'stacked', columns, gap = 2, sx, 'data-testid': testId }: DetailListProps) {
  const grid = layout === 'side-by-side' ? SIDE_BY_SIDE : { gap, gridTemplateColumns: columns };
  return (
    <Box component="dl" data-testid={testId} sx={[{ m: 0, display: 'grid', ...grid }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
