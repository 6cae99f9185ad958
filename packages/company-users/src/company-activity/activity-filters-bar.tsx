import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CATEGORY_LABELS,
  type ActivityCategory,
  type ActivityPerson,
  AUDIT_ACTION_CATALOGUE,
  auditActionsOf,
  type AuditActionName,
} from '@portal/api-schema';
import { DateRangeFilter, FilterRecordSelect, FiltersBar, FilterSelect } from '@portal/ui';
import { type ActivityFilters, withCategory } from './activity-filters';

const ALL = '';

export interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  active: boolean;
  people: readonly ActivityPerson[];
  onChange(filters: ActivityFilters): void;
  onClear(): void;
}

function actionItems(actions: readonly AuditActionName[]) {
  return actions.map((action) => (
    <MenuItem key={action} value={action}>
      {AUDIT_ACTION_CATALOGUE[action].label}
    </MenuItem>
  ));
}

/** The actions a filter offers: those of the chosen category, or all of them under their categories. */
function actionOptions(category: ActivityCategory | null) {
  if (category) return actionItems(auditActionsOf(category));
  return ACTIVITY_CATEGORIES.flatMap((each) => [
    <ListSubheader key={`category-${each}`}>{ACTIVITY_CATEGORY_LABELS[each]}</ListSubheader>,
    ...actionItems(auditActionsOf(each)),
  ]);
}

export function ActivityFiltersBar({ filters, active, people, onChange, onClear }: ActivityFiltersBarProps) {
  return (
    <FiltersBar label="Activity filters" active={active} onClear={onClear}>
      <FilterRecordSelect
        label="Person"
        allLabel="Everyone"
        selectedLabel="Selected person"
        value={filters.person}
        records={people}
        minWidth={200}
        onChange={(person) => onChange({ ...filters, person })}
      />

      <FilterSelect
        label="Category"
        value={filters.category ?? ALL}
        minWidth={190}
        onChange={(category) => onChange(withCategory(filters, (category || null) as ActivityCategory | null))}
      >
        <MenuItem value={ALL}>All categories</MenuItem>
        {ACTIVITY_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {ACTIVITY_CATEGORY_LABELS[category]}
          </MenuItem>
        ))}
      </FilterSelect>

      <FilterSelect
        label="Action"
        value={filters.action ?? ALL}
        minWidth={220}
        onChange={(action) => onChange({ ...filters, action: (action || null) as AuditActionName | null })}
      >
        <MenuItem value={ALL}>All actions</MenuItem>
        {actionOptions(filters.category)}
      </FilterSelect>

      <DateRangeFilter
        fromLabel="From"
        toLabel="To"
        width={170}
        value={filters}
        onChange={({ from, to }) => onChange({ ...filters, from, to })}
      />
    </FiltersBar>
  );
}
