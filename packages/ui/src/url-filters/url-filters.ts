import { toSearchParams } from '@portal/api-client/light';
import { z } from 'zod';

/**
 * A list's filters and sort as they live in the page URL: one zod object schema whose every field
 * has a default. The field named `sort` is the list's order: it is not a filter, and clearing the
 * filters keeps it.
 */
export type FilterSchema = z.ZodObject<Record<string, z.ZodType>>;

/** The key of the sort among the filters. */
export const SORT_KEY = 'sort';

type Wrapper = z.ZodDefault | z.ZodCatch | z.ZodOptional | z.ZodNullable;

function isWrapper(field: z.ZodType): field is Wrapper {
  return field instanceof z.ZodDefault || field instanceof z.ZodCatch || field instanceof z.ZodOptional || field instanceof z.ZodNullable;
}

/** The schema of one value when `field` is a list (`status=a&status=b`), else null. */
function listItemSchema(field: z.ZodType): z.ZodType | null {
  let inner: z.ZodType = field;
  while (isWrapper(inner)) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodArray ? (inner.element as z.ZodType) : null;
}

function defaultOf(key: string, field: z.ZodType): unknown {
  const parsed = field.safeParse(undefined);
  if (!parsed.success) throw new Error(`The URL filter "${key}" needs a default (.default(...)), used when the URL has no valid value.`);
  return parsed.data;
}

/**
 * One field's value as the list uses it: a value that makes no sense falls back to the default; a
 * list keeps its valid values, once each, in the order of its enum if it has one, so that one
 * filter set has one URL.
 */
function normalise(key: string, field: z.ZodType, value: unknown): unknown {
  const itemSchema = listItemSchema(field);
  let candidate = value;
  if (itemSchema) {
    const values: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
    const parsedItems = values.map((item) => itemSchema.safeParse(item));
    const valid = [...new Set(parsedItems.flatMap((parsed) => (parsed.success ? [parsed.data] : [])))];
    if (itemSchema instanceof z.ZodEnum) {
      const order: unknown[] = itemSchema.options;
      valid.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    }
    candidate = valid;
  }
  if (candidate === undefined || candidate === null) return defaultOf(key, field);
  const parsed = field.safeParse(candidate);
  return parsed.success ? parsed.data : defaultOf(key, field);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
  return Object.is(a, b);
}

function fieldsOf(schema: FilterSchema): [string, z.ZodType][] {
  return Object.entries(schema.shape);
}

/** The filters of an empty URL: every field at its default. */
export function defaultFilters<S extends FilterSchema>(schema: S): z.output<S> {
  return Object.fromEntries(fieldsOf(schema).map(([key, field]) => [key, defaultOf(key, field)])) as z.output<S>;
}

/** Reads the filters of a shared link or a reload; a value that makes no sense falls back to its default. */
export function filtersFromSearch<S extends FilterSchema>(schema: S, search: URLSearchParams): z.output<S> {
  return Object.fromEntries(
    fieldsOf(schema).map(([key, field]) => {
      const raw = listItemSchema(field) ? search.getAll(key) : (search.get(key) ?? undefined);
      return [key, normalise(key, field, raw)];
    }),
  ) as z.output<S>;
}

/** The search params of `filters`, in the schema's order; defaults are left out so that links stay short. */
export function filtersToSearch<S extends FilterSchema>(schema: S, filters: z.output<S>): URLSearchParams {
  const values = filters as Record<string, unknown>;
  const sent = fieldsOf(schema).flatMap(([key, field]) => {
    const value = normalise(key, field, values[key]);
    return sameValue(value, defaultOf(key, field)) ? [] : [[key, value] as const];
  });
  return toSearchParams(Object.fromEntries(sent));
}

/** Whether any filter differs from its default; the sort alone is not a filter. */
export function hasActiveFilters<S extends FilterSchema>(schema: S, filters: z.output<S>): boolean {
  const values = filters as Record<string, unknown>;
  return fieldsOf(schema).some(
    ([key, field]) => key !== SORT_KEY && !sameValue(normalise(key, field, values[key]), defaultOf(key, field)),
  );
}

/** `filters` without any filter: the defaults, with the sort kept. */
export function clearedFilters<S extends FilterSchema>(schema: S, filters: z.output<S>): z.output<S> {
  const cleared = defaultFilters(schema) as Record<string, unknown>;
  if (SORT_KEY in schema.shape) cleared[SORT_KEY] = (filters as Record<string, unknown>)[SORT_KEY];
  return cleared as z.output<S>;
}
