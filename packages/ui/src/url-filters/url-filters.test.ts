import { describe, expect, test } from '@jest/globals';
import {
  clearedFilters,
  defaultFilters,
  filterField,
  filtersFromSearch,
  filtersToSearch,
  hasActiveFilters,
  isIsoDate,
  isOneOf,
  isText,
  isUuid,
  listFilter,
  optionalFilter,
  searchFilter,
  type FiltersOf,
} from './url-filters';

const schema = {
  status: listFilter(['new', 'open', 'closed']),
  owner: optionalFilter(isText(10)),
  vendor: optionalFilter(isUuid),
  from: optionalFilter(isIsoDate),
  q: searchFilter(8),
  sort: filterField(isOneOf(['name', '-name']), '-name'),
};

const VENDOR = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001';
const read = (search: string) => filtersFromSearch(schema, new URLSearchParams(search));
const write = (filters: FiltersOf<typeof schema>) => filtersToSearch(schema, filters).toString();

describe('URL filters', () => {
  test('an empty URL is the defaults, and the defaults make an empty URL', () => {
    const defaults = { status: [], owner: null, vendor: null, from: null, q: '', sort: '-name' };
    expect(defaultFilters(schema)).toEqual(defaults);
    expect(read('')).toEqual(defaults);
    expect(write(defaultFilters(schema))).toBe('');
  });

  test('every value round-trips, in the order of the schema', () => {
    const filters = { status: ['open' as const], owner: 'ada', vendor: VENDOR, from: '2024-02-29', q: 'react', sort: 'name' as const };
    expect(write(filters)).toBe(`status=open&owner=ada&vendor=${VENDOR}&from=2024-02-29&q=react&sort=name`);
    expect(read(write(filters))).toEqual(filters);
  });

  test('a list keeps its valid values once each, in the order of its values', () => {
    expect(read('status=closed&status=bogus&status=new&status=closed').status).toEqual(['new', 'closed']);
    expect(write({ ...defaultFilters(schema), status: ['closed', 'new'] })).toBe('status=new&status=closed');
  });

  test('a value that makes no sense falls back to its default', () => {
    expect(read('owner=&vendor=42&from=2023-02-29&sort=price')).toEqual(defaultFilters(schema));
    expect(read('owner=a-much-too-long-name').owner).toBeNull();
    expect(read('from=2024-13-01').from).toBeNull();
    expect(read('from=1%20January').from).toBeNull();
  });

  test('values are written as the schema reads them', () => {
    expect(write({ ...defaultFilters(schema), q: '  go  ' })).toBe('q=go');
    expect(write({ ...defaultFilters(schema), q: '   ' })).toBe('');
    expect(read('q=%20%20abcdefghijk').q).toBe('abcdefgh');
  });

  test('the sort alone is not a filter, and clearing keeps it', () => {
    const sorted = { ...defaultFilters(schema), sort: 'name' as const };
    expect(hasActiveFilters(schema, sorted)).toBe(false);
    expect(hasActiveFilters(schema, { ...sorted, status: ['new'] })).toBe(true);
    expect(hasActiveFilters(schema, { ...sorted, q: '  ' })).toBe(false);
    expect(clearedFilters(schema, { ...sorted, owner: 'ada', status: ['open'] })).toEqual(sorted);
  });

  test('the defaults of a list are a new array each time', () => {
    const first = defaultFilters(schema);
    first.status.push('new');
    expect(defaultFilters(schema).status).toEqual([]);
  });
});
