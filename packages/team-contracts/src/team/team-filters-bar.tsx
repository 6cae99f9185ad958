import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ENDING_SOON_DAYS, TEAM_SEARCH_MAX_LENGTH, TEAM_SORT_KEYS, TEAM_SORT_LABELS } from '@portal/api-schema/constants';
import type { Vendor } from '@portal/api-schema';
import { FiltersBar, FilterSearchField, FilterSelect } from '@portal/ui';
import { useId } from 'react';
import type { TeamFilters } from './team-filters';

const ALL = '';

export interface TeamFiltersBarProps {
  filters: TeamFilters;
  active: boolean;
  /** The vendors of the team's contracts. */
  vendors: readonly Vendor[];
  onChange(filters: TeamFilters): void;
  onClear(): void;
}

export function TeamFiltersBar({ filters, active, vendors, onChange, onClear }: TeamFiltersBarProps) {
  const vendorLabel = useId();
  return (
    <FiltersBar label="Team filters" active={active} onClear={onClear}>
      <FilterSearchField value={filters.q} onSearch={(q) => onChange({ ...filters, q })} placeholder="Name or role" maxLength={TEAM_SEARCH_MAX_LENGTH} />
      <FormControl size="small" sx={{ minWidth: 200, maxWidth: '100%' }}>
        <InputLabel id={vendorLabel}>Vendor</InputLabel>
        <Select<string>
          labelId={vendorLabel}
          label="Vendor"
          value={filters.vendor ?? ALL}
          onChange={(event) => onChange({ ...filters, vendor: event.target.value || null })}
        >
          <MenuItem value={ALL}>All vendors</MenuItem>
          {/* A vendor of a shared link that no longer has anyone on the team. */}
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
      <FormControlLabel
        control={<Checkbox checked={filters.ending === 'soon'} onChange={(event) => onChange({ ...filters, ending: event.target.checked ? 'soon' : null })} />}
        label={`Ending within ${ENDING_SOON_DAYS} days`}
      />
      <FilterSelect label="Sort by" options={TEAM_SORT_KEYS} optionLabels={TEAM_SORT_LABELS} minWidth={230} value={filters.sort} onChange={(sort) => onChange({ ...filters, sort })} />
    </FiltersBar>
  );
}
