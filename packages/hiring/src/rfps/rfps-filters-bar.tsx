import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { RFP_SORT_KEYS, RFP_STATUSES, type RfpSort, type RfpStatus } from '@portal/contract';
import { RFP_STATUS_LABELS } from '@portal/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { hasActiveRfpFilters, RFP_SORT_LABELS, SEARCH_MAX_LENGTH, type RfpFilters } from './rfp-filters';

/** How long typing pauses before the search applies. */
export const SEARCH_DEBOUNCE_MS = 300;
// Spec section 9: select menus are at most 310 px high.
const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 310 } } } };

export interface RfpsFiltersBarProps {
  filters: RfpFilters;
  onChange(filters: RfpFilters): void;
  onClear(): void;
}

export function RfpsFiltersBar({ filters, onChange, onClear }: RfpsFiltersBarProps) {
  const statusLabelId = useId();
  const sortLabelId = useId();
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
    <Box role="search" aria-label="Request filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
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

      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id={statusLabelId}>Status</InputLabel>
        <Select<RfpStatus[]>
          labelId={statusLabelId}
          label="Status"
          multiple
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, status: (typeof value === 'string' ? value.split(',') : value) as RfpStatus[] });
          }}
          renderValue={(selected) => selected.map((status) => RFP_STATUS_LABELS[status]).join(', ')}
          MenuProps={MENU_PROPS}
        >
          {RFP_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              <Checkbox size="small" checked={filters.status.includes(status)} sx={{ p: 0, mr: 1 }} />
              <ListItemText primary={RFP_STATUS_LABELS[status]} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>

      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={sortLabelId}>Sort by</InputLabel>
        <Select<RfpSort>
          labelId={sortLabelId}
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as RfpSort })}
          MenuProps={MENU_PROPS}
        >
          {RFP_SORT_KEYS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {RFP_SORT_LABELS[sort]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>

      {hasActiveRfpFilters(filters) && (
        <Button onClick={onClear} color="inherit">
          Clear filters
        </Button>
      )}
    </Box>
  );
}
