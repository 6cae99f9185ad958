import { INVOICE_SORT_KEYS, INVOICE_STATUSES, type Vendor } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import TextField from '@mui/material/TextField';
import { FiltersBar, FilterSelect, FilterStatusSelect, FilterVendorSelect } from '@portal/ui';
import { invoiceFilterErrors, SORT_LABELS, type InvoiceFilters } from './invoice-filters';

const DATE_WIDTH = 180;

export interface InvoicesFiltersBarProps {
  filters: InvoiceFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  vendors: readonly Vendor[];
  onChange(filters: InvoiceFilters): void;
  onClear(): void;
}

export function InvoicesFiltersBar({ filters, active, vendors, onChange, onClear }: InvoicesFiltersBarProps) {
  const toError = invoiceFilterErrors(filters).to;
  return (
    <FiltersBar label="Invoice filters" active={active} onClear={onClear}>
      <FilterStatusSelect options={INVOICE_STATUSES} optionLabels={INVOICE_STATUS_LABELS} filters={filters} onChange={onChange} />

      <FilterVendorSelect value={filters.vendor} vendors={vendors} onChange={(vendor) => onChange({ ...filters, vendor })} />

      {/* The period's two days; an end before the start is told beside To, where it is fixed. */}
      <TextField
        size="small"
        type="date"
        label="Issued from"
        fullWidth={false}
        sx={{ width: DATE_WIDTH }}
        value={filters.from ?? ''}
        onChange={(event) => onChange({ ...filters, from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to ?? undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label="Issued to"
        fullWidth={false}
        sx={{ width: DATE_WIDTH }}
        value={filters.to ?? ''}
        onChange={(event) => onChange({ ...filters, to: event.target.value || null })}
        error={toError !== undefined}
        helperText={toError}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from ?? undefined } }}
      />

      <FilterSelect
        label="Sort by"
        options={INVOICE_SORT_KEYS}
        optionLabels={SORT_LABELS}
        minWidth={220}
        value={filters.sort}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
    </FiltersBar>
  );
}
