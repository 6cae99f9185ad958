import Button from '@mui/material/Button';
import type { InvoiceSummary } from '@portal/api-schema';
import {
  countText,
  formatMinorUnits,
  SelectionBar as SharedSelectionBar,
  SelectPageCheckbox as SharedSelectPageCheckbox,
} from '@portal/ui';
import { isPayable, totalsPerCurrency, type SelectedInvoice } from './invoice-selection';
import type { InvoiceSelection } from './use-invoice-selection';

export const SELECT_PAGE_LABEL = 'Select all payable invoices on this page';

/** Above the table: ticks or unticks every payable invoice of the page; absent when none is payable. */
export function SelectPageCheckbox({ invoices, selection }: { invoices: readonly InvoiceSummary[]; selection: InvoiceSelection }) {
  return (
    <SharedSelectPageCheckbox<InvoiceSummary>
      items={invoices}
      canSelect={isPayable}
      isSelected={(invoice) => selection.isSelected(invoice.id)}
      onChange={selection.setAll}
      label={SELECT_PAGE_LABEL}
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

/** While invoices are selected: how many, their totals per currency, Clear and Pay selected. */
export function SelectionBar({ selected, onPay, onClear }: SelectionBarProps) {
  if (selected.length === 0) return null;
  return (
    <SharedSelectionBar
      label="Selected invoices"
      status={selectedCountText(selected.length)}
      detail={`Total ${totalsText(selected)}`}
      onClear={onClear}
      action={
        <Button variant="contained" onClick={onPay}>
          Pay selected
        </Button>
      }
    />
  );
}
