import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before a search applies. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface FilterSearchFieldProps {
  /** The search as the URL holds it. */
  value: string;
  /** Called with the trimmed text once typing pauses, only when it differs from `value`. */
  onSearch(query: string): void;
  placeholder: string;
  maxLength: number;
  label?: string;
}

/** The search box of a filters bar: typed freely, applied after a pause, following the URL when it changes elsewhere. */
export function FilterSearchField({ value, onSearch, placeholder, maxLength, label = 'Search' }: FilterSearchFieldProps) {
  const [query, setQuery] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // The URL changed from elsewhere (Clear filters, back button): show its search.
  useEffect(() => setQuery(value), [value]);

  useEffect(() => {
    if (query.trim() === latest.current.value) return undefined;
    const timer = setTimeout(() => latest.current.onSearch(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 260 } }}
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
