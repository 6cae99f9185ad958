import TextField from '@mui/material/TextField';
import { INVOICE_SORT_KEYS, INVOICE_STATUSES, type Vendor } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { FilterMultiSelect, FiltersBar, FilterSelect, FilterVendorSelect } from '@portal/ui';
import { SORT_LABELS, type InvoiceFilters } from './invoice-filters';

export interface InvoicesFiltersBarProps {
  filters: InvoiceFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  vendors: readonly Vendor[];
  onChange(filters: InvoiceFilters): void;
  onClear(): void;
}

export function InvoicesFiltersBar({ filters, active, vendors, onChange, onClear }: InvoicesFiltersBarProps) {
  return (
    <FiltersBar label="Invoice filters" active={active} onClear={onClear}>
      <FilterMultiSelect
        label="Status"
        options={INVOICE_STATUSES}
        optionLabels={INVOICE_STATUS_LABELS}
        minWidth={200}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />

      <FilterVendorSelect value={filters.vendor} vendors={vendors} onChange={(vendor) => onChange({ ...filters, vendor })} />

      <TextField
        size="small"
        type="date"
        label="Issued from"
        fullWidth={false}
        sx={{ width: 180 }}
        value={filters.from ?? ''}
        onChange={(event) => onChange({ ...filters, from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to ?? undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label="Issued to"
        fullWidth={false}
        sx={{ width: 180 }}
        value={filters.to ?? ''}
        onChange={(event) => onChange({ ...filters, to: event.target.value || null })}
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
