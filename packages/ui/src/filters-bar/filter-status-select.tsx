import { FilterMultiSelect } from './filters-bar';

export interface FilterStatusSelectProps<T extends string, F extends { status: readonly T[] }> {
  /** The list's statuses, in the order they are listed. */
  options: readonly T[];
  optionLabels: Readonly<Record<T, string>>;
  /** The list's filters, whose `status` this one sets. */
  filters: F;
  onChange(filters: F): void;
  minWidth?: number;
}

/** The status filter of a list: any number of its statuses, the list's other filters kept. */
export function FilterStatusSelect<T extends string, F extends { status: readonly T[] }>({
  options,
  optionLabels,
  filters,
  onChange,
  minWidth = 200,
}: FilterStatusSelectProps<T, F>) {
  return (
    <FilterMultiSelect
      label="Status"
      options={options}
      optionLabels={optionLabels}
      minWidth={minWidth}
      value={filters.status}
      onChange={(status) => onChange({ ...filters, status })}
    />
  );
}
