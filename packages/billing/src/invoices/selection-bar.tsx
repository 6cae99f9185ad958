import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InvoiceSummary } from '@portal/api-schema';
import { countText, formatMinorUnits } from '@portal/ui';
import { isPayable, totalsPerCurrency, type SelectedInvoice } from './invoice-selection';
import type { InvoiceSelection } from './use-invoice-selection';

export const SELECT_PAGE_LABEL = 'Select all payable invoices on this page';

/** Above the table: ticks or unticks every payable invoice of the page; absent when none is payable. */
export function SelectPageCheckbox({ invoices, selection }: { invoices: readonly InvoiceSummary[]; selection: InvoiceSelection }) {
  const payable = invoices.filter(isPayable);
  if (payable.length === 0) return null;
  const ticked = payable.filter((invoice) => selection.isSelected(invoice.id)).length;
  return (
    <FormControlLabel
      sx={{ mb: 1, ml: 0 }}
      control={
        <Checkbox
          size="small"
          checked={ticked === payable.length}
          indeterminate={ticked > 0 && ticked < payable.length}
          onChange={(event) => selection.setAll(invoices, event.target.checked)}
        />
      }
      label={<Typography variant="body2">{SELECT_PAGE_LABEL}</Typography>}
    />
  );
}

/** '3 invoices selected' */
function selectedCountText(count: number): string {
  return `${countText(count, 'invoice')} selected`;
}

/** '$1,234.50 + €99.00': a total per currency, never added across currencies. */
function totalsText(invoices: readonly SelectedInvoice[]): string {
  return totalsPerCurrency(invoices)
    .map((total) => formatMinorUnits(total.added_value, total.currency, { showZero: true }))
    .join(' + ');
}

export interface SelectionBarProps {
  selected: readonly SelectedInvoice[];
  onPay(): void;
  onClear(): void;
}

/**
 * At the bottom of the viewport while invoices are selected, over the list: how many, their totals
 * per currency, Clear and Pay selected. It wraps onto two lines on a phone.
 */
export function SelectionBar({ selected, onPay, onClear }: SelectionBarProps) {
  if (selected.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-label="Selected invoices"
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
          {selectedCountText(selected.length)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Total {totalsText(selected)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button color="inherit" onClick={onClear}>
          Clear
        </Button>
        <Button variant="contained" onClick={onPay}>
          Pay selected
        </Button>
      </Box>
    </Paper>
  );
}
