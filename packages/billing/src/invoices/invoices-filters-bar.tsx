import { INVOICE_REFERENCE_MAX_LENGTH, INVOICE_SORT_KEYS, INVOICE_STATUSES, type Vendor } from '@portal/api-schema';
import { BILLING_TEXTS, INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { DateRangeFilter, FiltersBar, FilterSearchField, FilterSelect, FilterStatusSelect, FilterVendorSelect } from '@portal/ui';
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

      <FilterSearchField
        label={BILLING_TEXTS.poNumber}
        placeholder="Exact PO number"
        maxLength={INVOICE_REFERENCE_MAX_LENGTH}
        value={filters.po_number}
        onSearch={(poNumber) => onChange({ ...filters, po_number: poNumber })}
      />

      <FilterSearchField
        label={BILLING_TEXTS.costCentre}
        placeholder="Exact cost centre"
        maxLength={INVOICE_REFERENCE_MAX_LENGTH}
        value={filters.cost_centre}
        onSearch={(costCentre) => onChange({ ...filters, cost_centre: costCentre })}
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
