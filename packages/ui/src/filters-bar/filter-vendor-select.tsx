import type { Vendor } from '@portal/api-schema';
import { FilterRecordSelect } from './filter-record-select';

export interface FilterVendorSelectProps {
  /** The chosen vendor's id as the URL holds it; null for all vendors. */
  value: string | null;
  vendors: readonly Vendor[];
  onChange(vendor: string | null): void;
}

/** The vendor filter of a list: all vendors or one of `vendors`. */
export function FilterVendorSelect({ value, vendors, onChange }: FilterVendorSelectProps) {
  return (
    <FilterRecordSelect
      label="Vendor"
      allLabel="All vendors"
      selectedLabel="Selected vendor"
      value={value}
      records={vendors}
      minWidth={200}
      onChange={onChange}
    />
  );
}
