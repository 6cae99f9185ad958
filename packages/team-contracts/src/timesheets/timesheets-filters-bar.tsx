import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { TIMESHEET_STATUSES, type TimesheetFilterOptions } from '@portal/api-schema';
import { TIMESHEET_STATUS_LABELS } from '@portal/api-schema/constants';
import { FiltersBar, FilterRecordSelect, FilterStatusSelect, FilterVendorSelect } from '@portal/ui';
import type { TimesheetFilters } from './timesheet-filters';

export interface TimesheetsFiltersBarProps {
  filters: TimesheetFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  options: TimesheetFilterOptions | undefined;
  /** The contract's number when the list is of one contract (a contract page's link), once a row names it. */
  contractNumber: string | undefined;
  onChange(filters: TimesheetFilters): void;
  onClear(): void;
}

/** State (several), developer, vendor and week; a contract's filter, which only its page's link sets, shows as a chip to remove. */
export function TimesheetsFiltersBar({ filters, active, options, contractNumber, onChange, onClear }: TimesheetsFiltersBarProps) {
  return (
    <FiltersBar label="Timesheet filters" active={active} onClear={onClear}>
      <FilterStatusSelect options={TIMESHEET_STATUSES} optionLabels={TIMESHEET_STATUS_LABELS} filters={filters} onChange={onChange} />
      <FilterRecordSelect
        label="Developer"
        allLabel="All developers"
        selectedLabel="Selected developer"
        value={filters.talent}
        records={options?.talents ?? []}
        minWidth={200}
        onChange={(talent) => onChange({ ...filters, talent })}
      />
      <FilterVendorSelect value={filters.vendor} vendors={options?.vendors ?? []} onChange={(vendor) => onChange({ ...filters, vendor })} />
      <TextField
        size="small"
        type="date"
        label="Week of"
        fullWidth={false}
        sx={{ width: 170 }}
        value={filters.week ?? ''}
        onChange={(event) => onChange({ ...filters, week: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {filters.contract && (
        <Chip
          label={contractNumber ? `Contract ${contractNumber}` : 'One contract'}
          // Enter or a click, as well as Delete and the cross, removes it: a button's keys work.
          onClick={() => onChange({ ...filters, contract: null })}
          onDelete={() => onChange({ ...filters, contract: null })}
          aria-label={`${contractNumber ? `Contract ${contractNumber}` : 'One contract'}: show every contract`}
        />
      )}
    </FiltersBar>
  );
}
