import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ENDING_SOON_DAYS, TEAM_SEARCH_MAX_LENGTH, TEAM_SORT_KEYS, TEAM_SORT_LABELS } from '@portal/api-schema/constants';
import type { Vendor } from '@portal/api-schema';
import { FiltersBar, FilterSearchField, FilterSelect, FilterVendorSelect } from '@portal/ui';
import type { TeamFilters } from './team-filters';

export interface TeamFiltersBarProps {
  filters: TeamFilters;
  active: boolean;
  /** The vendors of the team's contracts. */
  vendors: readonly Vendor[];
  onChange(filters: TeamFilters): void;
  onClear(): void;
}

export function TeamFiltersBar({ filters, active, vendors, onChange, onClear }: TeamFiltersBarProps) {
  return (
    <FiltersBar label="Team filters" active={active} onClear={onClear}>
      <FilterSearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder="Name or role"
        maxLength={TEAM_SEARCH_MAX_LENGTH}
      />
      <FilterVendorSelect value={filters.vendor} vendors={vendors} onChange={(vendor) => onChange({ ...filters, vendor })} />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.ending === 'soon'}
            onChange={(event) => onChange({ ...filters, ending: event.target.checked ? 'soon' : null })}
          />
        }
        label={`Ending within ${ENDING_SOON_DAYS} days`}
      />
      <FilterSelect
        label="Sort by"
        options={TEAM_SORT_KEYS}
        optionLabels={TEAM_SORT_LABELS}
        minWidth={230}
        value={filters.sort}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
    </FiltersBar>
  );
}
