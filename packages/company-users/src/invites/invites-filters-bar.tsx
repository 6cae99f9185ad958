import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { INVITATION_SEARCH_MAX_LENGTH, INVITATION_STATUS_LABELS, INVITATION_STATUSES } from '@portal/api-schema/constants';
import { FilterMultiSelect, FiltersBar } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import type { InviteFilters } from './invite-filters';

/** How long typing pauses before the search applies. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface InvitesFiltersBarProps {
  filters: InviteFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  onChange(filters: InviteFilters): void;
  onClear(): void;
}

export function InvitesFiltersBar({ filters, active, onChange, onClear }: InvitesFiltersBarProps) {
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
    <FiltersBar label="Invite filters" active={active} onClear={onClear}>
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="E-mail or name"
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 260 } }}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: INVITATION_SEARCH_MAX_LENGTH },
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
        options={INVITATION_STATUSES}
        optionLabels={INVITATION_STATUS_LABELS}
        minWidth={180}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </FiltersBar>
  );
}
