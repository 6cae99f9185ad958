import { RFP_SORT_KEYS, RFP_STATUSES } from '@portal/api-schema';
import { RFP_STATUS_LABELS } from '@portal/api-schema/constants';
import { FiltersBar, FilterSearchField, FilterSelect, FilterStatusSelect } from '@portal/ui';
import { RFP_SORT_LABELS, SEARCH_MAX_LENGTH, type RfpFilters } from './rfp-filters';

export interface RfpsFiltersBarProps {
  filters: RfpFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  onChange(filters: RfpFilters): void;
  onClear(): void;
}

export function RfpsFiltersBar({ filters, active, onChange, onClear }: RfpsFiltersBarProps) {
  return (
    <FiltersBar label="Request filters" active={active} onClear={onClear}>
      <FilterSearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder="Title or skill"
        maxLength={SEARCH_MAX_LENGTH}
      />

      <FilterStatusSelect options={RFP_STATUSES} optionLabels={RFP_STATUS_LABELS} filters={filters} onChange={onChange} minWidth={220} />
      <FilterSelect
        label="Sort by"
        options={RFP_SORT_KEYS}
        optionLabels={RFP_SORT_LABELS}
        minWidth={180}
        value={filters.sort}
        onChange={(sort) => onChange({ ...filters, sort })}
      />
    </FiltersBar>
  );
}
