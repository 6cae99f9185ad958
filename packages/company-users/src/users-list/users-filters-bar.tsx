import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { USER_FIELD_LIMITS, USER_GROUP_FILTER_LABELS, USER_STATUS_LABELS } from '@portal/api-schema/constants';
import { FiltersBar, FilterSelect } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { ANY, type UserFilters, userFiltersSchema } from './user-filters';

/** How long typing pauses before the search applies. */
export const SEARCH_DEBOUNCE_MS = 300;

const STATUS_OPTIONS = userFiltersSchema.shape.status.unwrap().options;
const GROUP_OPTIONS = userFiltersSchema.shape.group.unwrap().options;
const STATUS_LABELS = { [ANY]: 'Any status', ...USER_STATUS_LABELS };
const GROUP_LABELS = { [ANY]: 'Any role', ...USER_GROUP_FILTER_LABELS };

export interface UsersFiltersBarProps {
  filters: UserFilters;
  active: boolean;
  onChange(filters: UserFilters): void;
  onClear(): void;
}

export function UsersFiltersBar({ filters, active, onChange, onClear }: UsersFiltersBarProps) {
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
    <FiltersBar label="User filters" active={active} onClear={onClear}>
      <TextField
        size="small"
        type="search"
        label="Search"
        placeholder="Name or e-mail"
        sx={{ width: { xs: '100%', sm: 260 } }}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: USER_FIELD_LIMITS.search },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect
        label="Status"
        options={STATUS_OPTIONS}
        optionLabels={STATUS_LABELS}
        minWidth={160}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect
        label="Role group"
        options={GROUP_OPTIONS}
        optionLabels={GROUP_LABELS}
        minWidth={180}
        value={filters.group}
        onChange={(group) => onChange({ ...filters, group })}
      />
    </FiltersBar>
  );
}
