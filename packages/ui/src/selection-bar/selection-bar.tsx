import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// Selecting rows of a list to act on them at once (pay invoices, approve timesheets): the box above
// the table that ticks every row of the page that can be selected, and the bar that says what is
// selected and offers the action.

export interface SelectPageCheckboxProps<Item> {
  /** The rows of the page. */
  items: readonly Item[];
  canSelect(item: Item): boolean;
  isSelected(item: Item): boolean;
  /** Ticks (or unticks) every row of the page that can be selected. */
  onChange(items: readonly Item[], checked: boolean): void;
  label: string;
}

/** Above the table: ticks or unticks every selectable row of the page; absent when none is selectable. */
export function SelectPageCheckbox<Item>({ items, canSelect, isSelected, onChange, label }: SelectPageCheckboxProps<Item>) {
  const selectable = items.filter(canSelect);
  if (selectable.length === 0) return null;
  const ticked = selectable.filter(isSelected).length;
  return (
    <FormControlLabel
      sx={{ mb: 1, ml: 0 }}
      control={
        <Checkbox
          size="small"
          checked={ticked === selectable.length}
          indeterminate={ticked > 0 && ticked < selectable.length}
          onChange={(event) => onChange(items, event.target.checked)}
        />
      }
      label={<Typography variant="body2">{label}</Typography>}
    />
  );
}

export interface SelectionBarProps {
  /** The bar's accessible name: 'Selected invoices'. */
  label: string;
  /** How many are selected, announced as it changes: '3 invoices selected'. */
  status: string;
  /** A line under it, e.g. the totals. */
  detail?: ReactNode;
  onClear(): void;
  /** While the action's request is under way, Clear waits too. */
  busy?: boolean;
  /** The action's button. */
  action: ReactNode;
}

/**
 * At the bottom of the viewport while rows are selected, over the list: what is selected, Clear and
 * the action. It wraps onto two lines on a phone.
 */
export function SelectionBar({ label, status, detail, onClear, busy = false, action }: SelectionBarProps) {
  return (
    <Paper
      component="section"
      aria-label={label}
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 2,
        px: 2,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" role="status">
          {status}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button color="inherit" onClick={onClear} disabled={busy}>
          Clear
        </Button>
        {action}
      </Box>
    </Paper>
  );
}
