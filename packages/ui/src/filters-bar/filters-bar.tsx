import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select, { type SelectProps } from '@mui/material/Select';
import { useId, type ReactNode } from 'react';

export interface FiltersBarProps {
  /** The search landmark's name, e.g. "Invoice filters". */
  label: string;
  /** Whether any filter is set: only then "Clear filters" shows. */
  active: boolean;
  onClear(): void;
  /** The filter fields. */
  children: ReactNode;
}

/** The filters above a list, in a wrapping row, ending with "Clear filters" while any is set. */
export function FiltersBar({ label, active, onClear, children }: FiltersBarProps) {
  return (
    <Box role="search" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
      {children}
      {active && (
        <Button onClick={onClear} color="inherit">
          Clear filters
        </Button>
      )}
    </Box>
  );
}

type LabelledSelectProps<V> = Omit<SelectProps<V>, 'label' | 'labelId'> & {
  label: string;
  minWidth: number;
  maxWidth?: string;
};

/** A small select named by its label: what each filter select is. */
function LabelledSelect<V>({ label, minWidth, maxWidth, ...select }: LabelledSelectProps<V>) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth, maxWidth }}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<V> labelId={labelId} label={label} {...select} />
    </FormControl>
  );
}

interface FilterSelectBase<T extends string> {
  label: string;
  /** The choices, in the order they are listed. */
  options: readonly T[];
  optionLabels: Readonly<Record<T, string>>;
  minWidth: number;
}

export interface FilterMultiSelectProps<T extends string> extends FilterSelectBase<T> {
  value: readonly T[];
  onChange(value: T[]): void;
}

/** A select of any number of choices, each with a checkbox; the field lists the chosen ones. */
export function FilterMultiSelect<T extends string>({ options, optionLabels, value, onChange, ...field }: FilterMultiSelectProps<T>) {
  return (
    <LabelledSelect<T[]>
      {...field}
      multiple
      value={[...value]}
      onChange={(event) => {
        const next = event.target.value;
        onChange((typeof next === 'string' ? next.split(',') : next) as T[]);
      }}
      renderValue={(selected) => selected.map((option) => optionLabels[option]).join(', ')}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          <Checkbox size="small" checked={value.includes(option)} sx={{ p: 0, mr: 1 }} />
          <ListItemText primary={optionLabels[option]} />
        </MenuItem>
      ))}
    </LabelledSelect>
  );
}

interface FilterSelectValue<T extends string> {
  label: string;
  minWidth: number;
  value: T;
  onChange(value: T): void;
}

interface FilterSelectOfOptions<T extends string> extends FilterSelectValue<T> {
  /** The choices, in the order they are listed. */
  options: readonly T[];
  optionLabels: Readonly<Record<T, string>>;
  children?: never;
}

interface FilterSelectOfItems<T extends string> extends FilterSelectValue<T> {
  /** The menu's own items (`MenuItem`, `ListSubheader`), for a menu in groups or with an "all" entry. */
  children: ReactNode;
  options?: never;
  optionLabels?: never;
}

export type FilterSelectProps<T extends string> = FilterSelectOfOptions<T> | FilterSelectOfItems<T>;

/** A select of one choice, e.g. the sort order: one item per option, or the items given as children. */
export function FilterSelect<T extends string>({ options, optionLabels, value, onChange, children, ...field }: FilterSelectProps<T>) {
  return (
    <LabelledSelect<T> {...field} maxWidth="100%" value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options
        ? options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabels[option]}
            </MenuItem>
          ))
        : children}
    </LabelledSelect>
  );
}
