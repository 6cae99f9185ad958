import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { INVOICE_SORT_KEYS, INVOICE_STATUSES, type InvoiceSort, type InvoiceStatus, type Vendor } from '@portal/contract';
import { useId } from 'react';
import { hasActiveFilters, SORT_LABELS, type InvoiceFilters } from './invoice-filters';
import { INVOICE_STATUS_LABELS } from '@portal/contract/constants';

// Spec section 9: select menus are at most 310 px high.
const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 310 } } } };
const ALL_VENDORS = '';

export interface InvoicesFiltersBarProps {
  filters: InvoiceFilters;
  vendors: readonly Vendor[];
  onChange(filters: InvoiceFilters): void;
  onClear(): void;
}

export function InvoicesFiltersBar({ filters, vendors, onChange, onClear }: InvoicesFiltersBarProps) {
  const statusLabelId = useId();
  const vendorLabelId = useId();
  const sortLabelId = useId();

  return (
    <Box
      role="search"
      aria-label="Invoice filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
    >
      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={statusLabelId}>Status</InputLabel>
        <Select<InvoiceStatus[]>
          labelId={statusLabelId}
          label="Status"
          multiple
          value={filters.status}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ ...filters, status: (typeof value === 'string' ? value.split(',') : value) as InvoiceStatus[] });
          }}
          renderValue={(selected) => selected.map((status) => INVOICE_STATUS_LABELS[status]).join(', ')}
          MenuProps={MENU_PROPS}
        >
          {INVOICE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              <Checkbox size="small" checked={filters.status.includes(status)} sx={{ p: 0, mr: 1 }} />
              <ListItemText primary={INVOICE_STATUS_LABELS[status]} />
            </MenuItem>
          ))}
        </Select>
      </FormControl>

      <FormControl size="small" sx={{ minWidth: 200 }}>
        <InputLabel id={vendorLabelId}>Vendor</InputLabel>
        <Select<string>
          labelId={vendorLabelId}
          label="Vendor"
          value={filters.vendor ?? ALL_VENDORS}
          onChange={(event) => onChange({ ...filters, vendor: event.target.value || null })}
          MenuProps={MENU_PROPS}
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

      <TextField
        size="small"
        type="date"
        label="Issued from"
        fullWidth={false}
        sx={{ width: 180 }}
        value={filters.from ?? ''}
        onChange={(event) => onChange({ ...filters, from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to ?? undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label="Issued to"
        fullWidth={false}
        sx={{ width: 180 }}
        value={filters.to ?? ''}
        onChange={(event) => onChange({ ...filters, to: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from ?? undefined } }}
      />

      <FormControl size="small" sx={{ minWidth: 220 }}>
        <InputLabel id={sortLabelId}>Sort by</InputLabel>
        <Select<InvoiceSort>
          labelId={sortLabelId}
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ ...filters, sort: event.target.value as InvoiceSort })}
          MenuProps={MENU_PROPS}
        >
          {INVOICE_SORT_KEYS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>

      {hasActiveFilters(filters) && (
        <Button onClick={onClear} color="inherit">
          Clear filters
        </Button>
      )}
    </Box>
  );
}
