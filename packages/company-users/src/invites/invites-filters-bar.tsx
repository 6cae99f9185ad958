import { INVITATION_SEARCH_MAX_LENGTH, INVITATION_STATUS_LABELS, INVITATION_STATUSES } from '@portal/api-schema/constants';
import { FilterMultiSelect, FiltersBar, FilterSearchField } from '@portal/ui';
import type { InviteFilters } from './invite-filters';

export interface InvitesFiltersBarProps {
  filters: InviteFilters;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  onChange(filters: InviteFilters): void;
  onClear(): void;
}

export function InvitesFiltersBar({ filters, active, onChange, onClear }: InvitesFiltersBarProps) {
  return (
    <FiltersBar label="Invite filters" active={active} onClear={onClear}>
      <FilterSearchField value={filters.q} onSearch={(q) => onChange({ ...filters, q })} placeholder="E-mail or name" maxLength={INVITATION_SEARCH_MAX_LENGTH} />
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
