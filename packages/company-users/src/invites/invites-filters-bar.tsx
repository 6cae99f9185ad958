import { INVITATION_SEARCH_MAX_LENGTH, INVITATION_STATUS_LABELS, INVITATION_STATUSES } from '@portal/api-schema/constants';
import { FiltersBar, FilterSearchField, FilterStatusSelect } from '@portal/ui';
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
      <FilterSearchField
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        placeholder="E-mail or name"
        maxLength={INVITATION_SEARCH_MAX_LENGTH}
      />
      <FilterStatusSelect
        options={INVITATION_STATUSES}
        optionLabels={INVITATION_STATUS_LABELS}
        filters={filters}
        onChange={onChange}
        minWidth={180}
      />
    </FiltersBar>
  );
}
