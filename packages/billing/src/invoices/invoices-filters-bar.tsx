import { INVOICE_SORT_KEYS, INVOICE_STATUSES, type Vendor } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { DateRangeFilter, FiltersBar, FilterSelect, FilterStatusSelect, FilterVendorSelect } from '@portal/ui';
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
      <FilterStatusSelect options={INVOICE_STATUSES} optionLabels={INVOICE_STATUS_LABELS} filters={filters} onChange={onChange} />

      <FilterVendorSelect value={filters.vendor} vendors={vendors} onChange={(vendor) => onChange({ ...filters, vendor })} />

      <DateRangeFilter
        fromLabel="Issued from"
        toLabel="Issued to"
        width={180}
        value={filters}
        onChange={({ from, to }) => onChange({ ...filters, from, to })}
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
