import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { Vendor } from '@portal/api-schema';
import { useId } from 'react';

const ALL_VENDORS = '';

export interface FilterVendorSelectProps {
  /** The chosen vendor's id as the URL holds it; null for all vendors. */
  value: string | null;
  vendors: readonly Vendor[];
  onChange(vendor: string | null): void;
}

/** The vendor filter of a list: all vendors or one of `vendors`. */
export function FilterVendorSelect({ value, vendors, onChange }: FilterVendorSelectProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 200, maxWidth: '100%' }}>
      <InputLabel id={labelId}>Vendor</InputLabel>
      <Select<string> labelId={labelId} label="Vendor" value={value ?? ALL_VENDORS} onChange={(event) => onChange(event.target.value || null)}>
        <MenuItem value={ALL_VENDORS}>All vendors</MenuItem>
        {/* A vendor of a shared link, until (or unless) the vendor list has it: the select keeps it chosen. */}
        {value && !vendors.some((vendor) => vendor.id === value) && (
          <MenuItem value={value} sx={{ display: 'none' }}>
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
  );
}
