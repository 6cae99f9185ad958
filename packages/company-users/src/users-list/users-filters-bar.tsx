import {
  USER_FIELD_LIMITS,
  USER_GROUP_FILTER_LABELS,
  USER_GROUP_FILTERS,
  USER_STATUS_LABELS,
  USER_STATUSES,
} from '@portal/api-schema/constants';
import { FiltersBar, FilterSearchField, FilterSelect } from '@portal/ui';
import { ANY, type UserFilters } from './user-filters';

const STATUS_OPTIONS = [ANY, ...USER_STATUSES] as const;
const GROUP_OPTIONS = [ANY, ...USER_GROUP_FILTERS] as const;
const STATUS_LABELS = { [ANY]: 'Any status', ...USER_STATUS_LABELS };
const GROUP_LABELS = { [ANY]: 'Any role', ...USER_GROUP_FILTER_LABELS };

export interface UsersFiltersBarProps {
  filters: UserFilters;
  active: boolean;
  onChange(filters: UserFilters): void;
  onClear(): void;
}

export function UsersFiltersBar({ filters, active, onChange, onClear }: UsersFiltersBarProps) {
  return (
    <FiltersBar label="User filters" active={active} onClear={onClear}>
      <FilterSearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder="Name or e-mail"
        maxLength={USER_FIELD_LIMITS.search}
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
