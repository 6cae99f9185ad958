import { CONTRACT_SEARCH_MAX_LENGTH, CONTRACT_SORT_KEYS, CONTRACT_SORT_LABELS, CONTRACT_STATUSES, type Vendor } from '@portal/api-schema';
import { CONTRACT_STATUS_LABELS } from '@portal/api-schema/constants';
import { FiltersBar, FilterSearchField, FilterSelect, FilterStatusSelect, FilterVendorSelect } from '@portal/ui';
import type { ContractFilters } from './contract-filters';

export interface ContractsFiltersBarProps {
  filters: ContractFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  vendors: readonly Vendor[];
  onChange(filters: ContractFilters): void;
  onClear(): void;
}

export function ContractsFiltersBar({ filters, active, vendors, onChange, onClear }: ContractsFiltersBarProps) {
  return (
    <FiltersBar label="Contract filters" active={active} onClear={onClear}>
      <FilterSearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder="Number, talent or role"
        maxLength={CONTRACT_SEARCH_MAX_LENGTH}
      />
      <FilterStatusSelect options={CONTRACT_STATUSES} optionLabels={CONTRACT_STATUS_LABELS} filters={filters} onChange={onChange} />
      <FilterVendorSelect value={filters.vendor} vendors={vendors} onChange={(vendor) => onChange({ ...filters, vendor })} />
      <FilterSelect
        label="Sort by"
        options={CONTRACT_SORT_KEYS}
        optionLabels={CONTRACT_SORT_LABELS}
        minWidth={240}
        value={filters.sort}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
    </FiltersBar>
  );
}
