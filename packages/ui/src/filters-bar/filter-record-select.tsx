import MenuItem from '@mui/material/MenuItem';
import { FilterSelect } from './filters-bar';

const ALL = '';

export interface FilterRecordSelectProps {
  label: string;
  /** The first choice, which filters nothing, e.g. "All vendors" or "Everyone". */
  allLabel: string;
  /** What the field shows for a record of a shared link that `records` does not have (yet), e.g. "Selected vendor". */
  selectedLabel: string;
  /** The chosen record's id as the URL holds it; null for all. */
  value: string | null;
  records: readonly { id: string; name: string }[];
  minWidth: number;
  onChange(id: string | null): void;
}

/** A list's filter of one record (a vendor, a person) by its id, or all of them. */
export function FilterRecordSelect({ label, allLabel, selectedLabel, value, records, minWidth, onChange }: FilterRecordSelectProps) {
  return (
    <FilterSelect label={label} value={value ?? ALL} minWidth={minWidth} onChange={(id) => onChange(id || null)}>
      <MenuItem value={ALL}>{allLabel}</MenuItem>
      {/* A record of a shared link, until (or unless) the list has it: the select keeps it chosen. */}
      {value && !records.some((record) => record.id === value) && (
        <MenuItem value={value} sx={{ display: 'none' }}>
          {selectedLabel}
        </MenuItem>
      )}
      {records.map((record) => (
        <MenuItem key={record.id} value={record.id}>
          {record.name}
        </MenuItem>
      ))}
    </FilterSelect>
  );
}
