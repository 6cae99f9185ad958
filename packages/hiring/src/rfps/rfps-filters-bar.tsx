import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { RFP_SORT_KEYS, RFP_STATUSES } from '@portal/api-schema';
import { RFP_STATUS_LABELS } from '@portal/api-schema/constants';
import { FilterMultiSelect, FiltersBar, FilterSelect } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { RFP_SORT_LABELS, SEARCH_MAX_LENGTH, type RfpFilters } from './rfp-filters';

/** How long typing pauses before the search applies. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface RfpsFiltersBarProps {
  filters: RfpFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  onChange(filters: RfpFilters): void;
  onClear(): void;
}

export function RfpsFiltersBar({ filters, active, onChange, onClear }: RfpsFiltersBarProps) {
  const [query, setQuery] = useState(filters.q);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  // The URL changed from elsewhere (Clear filters, back button): show its search.
  useEffect(() => setQuery(filters.q), [filters.q]);

  useEffect(() => {
    if (query.trim() === latest.current.filters.q) return undefined;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q: query.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <FiltersBar label="Request filters" active={active} onClear={onClear}>
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Title or skill"
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 260 } }}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />

      <FilterMultiSelect
        label="Status"
        options={RFP_STATUSES}
        optionLabels={RFP_STATUS_LABELS}
        minWidth={220}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
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
