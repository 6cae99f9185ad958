import { toSearchParams } from '@portal/api-client/light';

/**
 * One filter of a list as it lives in the page URL: its value when the URL has none (or none that
 * makes sense), and how a value from the URL or a field is read. The checks are written out rather
 * than taken from zod: a list page's first script then carries no validation library at all.
 */
export interface FilterField<T> {
  readonly defaultValue: T;
  /** The value as the list uses it, or undefined when `value` makes no sense. */
  read(value: unknown): T | undefined;
  /** A list (`status=a&status=b`) keeps these values, once each, in this order. */
  readonly listOf?: readonly string[];
}

/**
 * A list's filters and sort: one field each. The field named `sort` is the list's order: it is
 * not a filter, and clearing the filters keeps it.
 */
export type FilterSchema = Readonly<Record<string, FilterField<unknown>>>;

/** The filters a schema describes. */
export type FiltersOf<S extends FilterSchema> = { -readonly [K in keyof S]: S[K] extends FilterField<infer T> ? T : never };

/** The key of the sort among the filters. */
export const SORT_KEY = 'sort';

export type FilterCheck<T> = (value: unknown) => value is T;

/** One of `values`. */
export function isOneOf<const T extends string>(values: readonly T[]): FilterCheck<T> {
  return (value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, as the API's ids are. */
export const isUuid: FilterCheck<string> = (value): value is string => typeof value === 'string' && UUID.test(value);

/** A calendar day `YYYY-MM-DD` that exists. */
export const isIsoDate: FilterCheck<string> = (value): value is string => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

/** A text of 1 to `maxLength` characters. */
export function isText(maxLength: number): FilterCheck<string> {
  return (value): value is string => typeof value === 'string' && value.length >= 1 && value.length <= maxLength;
}

/** A value that `check` accepts, else `defaultValue`. */
export function filterField<T>(check: FilterCheck<T>, defaultValue: T): FilterField<T> {
  return { defaultValue, read: (value) => (check(value) ? value : undefined) };
}

/** A value that `check` accepts, else null: no filter. */
export function optionalFilter<T>(check: FilterCheck<T>): FilterField<T | null> {
  return filterField((value): value is T | null => value === null || check(value), null);
}

/** Any number of `values` (none by default), once each, in the order of `values`. */
export function listFilter<const T extends string>(values: readonly T[]): FilterField<T[]> {
  const check = isOneOf(values);
  return {
    defaultValue: [],
    listOf: values,
    read: (value) => {
      const given: unknown[] = Array.isArray(value) ? value : [value];
      return values.filter((item) => given.some((candidate) => check(candidate) && candidate === item));
    },
  };
}

/** A free-text search: trimmed, cut to `maxLength`, empty by default. */
export function searchFilter(maxLength: number): FilterField<string> {
  return { defaultValue: '', read: (value) => (typeof value === 'string' ? value.trim().slice(0, maxLength) : undefined) };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
  return Object.is(a, b);
}

/** One field's value as the list uses it: a value that makes no sense falls back to the default. */
function normalise(field: FilterField<unknown>, value: unknown): unknown {
  if (value === undefined) return field.defaultValue;
  const read = field.read(value);
  return read === undefined ? field.defaultValue : read;
}

function fieldsOf(schema: FilterSchema): [string, FilterField<unknown>][] {
  return Object.entries(schema);
}

/** The filters of an empty URL: every field at its default. */
export function defaultFilters<S extends FilterSchema>(schema: S): FiltersOf<S> {
  return Object.fromEntries(
    fieldsOf(schema).map(([key, field]) => [key, Array.isArray(field.defaultValue) ? [...field.defaultValue] : field.defaultValue]),
  ) as FiltersOf<S>;
}

/** Reads the filters of a shared link or a reload; a value that makes no sense falls back to its default. */
export function filtersFromSearch<S extends FilterSchema>(schema: S, search: URLSearchParams): FiltersOf<S> {
  return Object.fromEntries(
    fieldsOf(schema).map(([key, field]) => {
      const raw = field.listOf ? search.getAll(key) : (search.get(key) ?? undefined);
      return [key, normalise(field, raw)];
    }),
  ) as FiltersOf<S>;
}

/** The search params of `filters`, in the schema's order; defaults are left out so that links stay short. */
export function filtersToSearch<S extends FilterSchema>(schema: S, filters: FiltersOf<S>): URLSearchParams {
  const values = filters as Record<string, unknown>;
  const sent = fieldsOf(schema).flatMap(([key, field]) => {
    const value = normalise(field, values[key]);
    return sameValue(value, field.defaultValue) ? [] : [[key, value] as const];
  });
  return toSearchParams(Object.fromEntries(sent));
}

/** Whether any filter differs from its default; the sort alone is not a filter. */
export function hasActiveFilters<S extends FilterSchema>(schema: S, filters: FiltersOf<S>): boolean {
  const values = filters as Record<string, unknown>;
  return fieldsOf(schema).some(([key, field]) => key !== SORT_KEY && !sameValue(normalise(field, values[key]), field.defaultValue));
}

/** `filters` without any filter: the defaults, with the sort kept. */
export function clearedFilters<S extends FilterSchema>(schema: S, filters: FiltersOf<S>): FiltersOf<S> {
  const cleared = defaultFilters(schema) as Record<string, unknown>;
  if (SORT_KEY in schema) cleared[SORT_KEY] = (filters as Record<string, unknown>)[SORT_KEY];
  return cleared as FiltersOf<S>;
}
