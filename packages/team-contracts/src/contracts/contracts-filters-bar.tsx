import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { CONTRACT_SEARCH_MAX_LENGTH, CONTRACT_SORT_KEYS, CONTRACT_SORT_LABELS, CONTRACT_STATUSES, type Vendor } from '@portal/api-schema';
import { CONTRACT_STATUS_LABELS } from '@portal/api-schema/constants';
import { FilterMultiSelect, FiltersBar, FilterSearchField, FilterSelect } from '@portal/ui';
import { useId } from 'react';
import type { ContractFilters } from './contract-filters';

const ALL_VENDORS = '';

export interface ContractsFiltersBarProps {
  filters: ContractFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  vendors: readonly Vendor[];
  onChange(filters: ContractFilters): void;
  onClear(): void;
}

export function ContractsFiltersBar({ filters, active, vendors, onChange, onClear }: ContractsFiltersBarProps) {
  const vendorLabelId = useId();

  return (
    <FiltersBar label="Contract filters" active={active} onClear={onClear}>
      <FilterSearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder="Number, talent or role"
        maxLength={CONTRACT_SEARCH_MAX_LENGTH}
      />
      <FilterMultiSelect
        label="Status"
        options={CONTRACT_STATUSES}
        optionLabels={CONTRACT_STATUS_LABELS}
        minWidth={200}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={vendorLabelId}>Vendor</InputLabel>
        <Select<string>
          labelId={vendorLabelId}
          label="Vendor"
          value={filters.vendor ?? ALL_VENDORS}
          onChange={(event) => onChange({ ...filters, vendor: event.target.value || null })}
        >
          <MenuItem value={ALL_VENDORS}>All vendors</MenuItem>
          {/* A vendor of a shared link, until (or unless) the vendor list has it. */}
          {filters.vendor && !vendors.some((vendor) => vendor.id === filters.vendor) && (
            <MenuItem value={filters.vendor} sx={{ display: 'none' }}>
              Selected vendor
            </MenuItem>
          )}
          {vendors.map((vendor) => (
            <MenuItem key={vendor.id} value={vendor.id}>
              {vendor.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
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
