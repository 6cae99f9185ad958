import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import { clearedFilters, defaultFilters, filtersFromSearch, filtersToSearch, hasActiveFilters } from './url-filters';

const schema = z.object({
  status: z.array(z.enum(['new', 'open', 'closed'])).default([]),
  tag: z.array(z.string().min(1)).default([]),
  owner: z.string().min(1).max(10).nullable().default(null),
  q: z.string().trim().default(''),
  page_size: z.coerce.number().int().min(10).max(50).default(25),
  sort: z.enum(['name', '-name']).default('-name'),
});

const read = (search: string) => filtersFromSearch(schema, new URLSearchParams(search));
const write = (filters: z.output<typeof schema>) => filtersToSearch(schema, filters).toString();

describe('URL filters', () => {
  test('an empty URL is the defaults, and the defaults make an empty URL', () => {
    const defaults = { status: [], tag: [], owner: null, q: '', page_size: 25, sort: '-name' };
    expect(defaultFilters(schema)).toEqual(defaults);
    expect(read('')).toEqual(defaults);
    expect(write(defaultFilters(schema))).toBe('');
  });

  test('every value round-trips, in the order of the schema', () => {
    const filters = { status: ['open' as const], tag: ['b', 'a'], owner: 'ada', q: 'react', page_size: 50, sort: 'name' as const };
    expect(write(filters)).toBe('status=open&tag=b&tag=a&owner=ada&q=react&page_size=50&sort=name');
    expect(read(write(filters))).toEqual(filters);
  });

  test('an enum list keeps its valid values once each, in the order of the enum', () => {
    expect(read('status=closed&status=bogus&status=new&status=closed').status).toEqual(['new', 'closed']);
    expect(write({ ...defaultFilters(schema), status: ['closed', 'new'] })).toBe('status=new&status=closed');
  });

  test('any other list keeps the order it was given', () => {
    expect(read('tag=b&tag=&tag=a&tag=b').tag).toEqual(['b', 'a']);
  });

  test('a value that makes no sense falls back to its default', () => {
    expect(read('owner=&page_size=500&sort=price')).toEqual(defaultFilters(schema));
    expect(read('owner=a-much-too-long-name').owner).toBeNull();
  });

  test('values are written as the schema reads them', () => {
    expect(write({ ...defaultFilters(schema), q: '  go  ' })).toBe('q=go');
    expect(write({ ...defaultFilters(schema), q: '   ' })).toBe('');
  });

  test('the sort alone is not a filter, and clearing keeps it', () => {
    const sorted = { ...defaultFilters(schema), sort: 'name' as const };
    expect(hasActiveFilters(schema, sorted)).toBe(false);
    expect(hasActiveFilters(schema, { ...sorted, tag: ['a'] })).toBe(true);
    expect(hasActiveFilters(schema, { ...sorted, q: '  ' })).toBe(false);
    expect(clearedFilters(schema, { ...sorted, owner: 'ada', status: ['open'] })).toEqual(sorted);
  });

  test('a field without a default is refused, naming it', () => {
    const noDefault = z.object({ owner: z.string() });
    expect(() => defaultFilters(noDefault)).toThrow('The URL filter "owner" needs a default');
  });
});
