import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CATEGORY_LABELS,
  type ActivityCategory,
  type ActivityPerson,
  AUDIT_ACTION_CATALOGUE,
  auditActionsOf,
  type AuditActionName,
} from '@portal/api-schema';
import { FiltersBar } from '@portal/ui';
import { type ReactNode, useId } from 'react';
import { type ActivityFilters, withCategory } from './activity-filters';

const ALL = '';

export interface ActivityFiltersBarProps {
  filters: ActivityFilters;
  active: boolean;
  people: readonly ActivityPerson[];
  onChange(filters: ActivityFilters): void;
  onClear(): void;
}

function SelectFilter({
  label,
  value,
  minWidth,
  onChange,
  children,
}: {
  label: string;
  value: string;
  minWidth: number;
  onChange(value: string): void;
  children: ReactNode;
}) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth, maxWidth: '100%' }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<string> labelId={labelId} label={label} value={value} onChange={(event) => onChange(event.target.value)} MenuProps={{ slotProps: { paper: { sx: { maxHeight: 310 } } } }}>
        {children}
      </Select>
    </FormControl>
  );
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
      <SelectFilter label="Person" value={filters.person ?? ALL} minWidth={200} onChange={(person) => onChange({ ...filters, person: person || null })}>
        <MenuItem value={ALL}>Everyone</MenuItem>
        {/* A person of a shared link, until (or unless) the people list has them. */}
        {filters.person && !people.some((person) => person.id === filters.person) && (
          <MenuItem value={filters.person} sx={{ display: 'none' }}>
            Selected person
          </MenuItem>
        )}
        {people.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
      </SelectFilter>

      <SelectFilter
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
      </SelectFilter>

      <SelectFilter
        label="Action"
        value={filters.action ?? ALL}
        minWidth={220}
        onChange={(action) => onChange({ ...filters, action: (action || null) as AuditActionName | null })}
      >
        <MenuItem value={ALL}>All actions</MenuItem>
        {actionOptions(filters.category)}
      </SelectFilter>

      <TextField
        size="small"
        type="date"
        label="From"
        fullWidth={false}
        sx={{ width: 170 }}
        value={filters.from ?? ''}
        onChange={(event) => onChange({ ...filters, from: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to ?? undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label="To"
        fullWidth={false}
        sx={{ width: 170 }}
        value={filters.to ?? ''}
        onChange={(event) => onChange({ ...filters, to: event.target.value || null })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from ?? undefined } }}
      />
    </FiltersBar>
  );
}
