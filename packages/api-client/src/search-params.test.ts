import { describe, expect, test } from '@jest/globals';
import { pageQuery, pathWithQuery, toSearchParams } from './search-params';

describe('toSearchParams', () => {
  test('repeats the key of an array, in the order of the keys', () => {
    expect(toSearchParams({ status: ['open', 'paid'], sort: '-issued_on', limit: 10 }).toString()).toBe(
      'status=open&status=paid&sort=-issued_on&limit=10',
    );
  });

  test('leaves out undefined, null and empty strings, but not zero or false', () => {
    expect(toSearchParams({ a: undefined, b: null, c: '', d: 0, e: false, f: ['', 'x', null] }).toString()).toBe('d=0&e=false&f=x');
  });

  test('an empty array sends nothing', () => {
    expect(toSearchParams({ status: [] }).toString()).toBe('');
  });
});

describe('pathWithQuery', () => {
  test('adds the query to the path, or nothing when the query sends nothing', () => {
    expect(pathWithQuery('/api/things', { q: 'a b', status: ['x'] })).toBe('/api/things?q=a+b&status=x');
    expect(pathWithQuery('/api/things', { q: '' })).toBe('/api/things');
  });
});

describe('pageQuery', () => {
  test('keeps the filters that are set, in their order, then the cursor', () => {
    expect(pageQuery({ status: ['open'], vendor: null, q: '', from: '2026-01-01', sort: 'name' }, 'c2')).toEqual({
      status: ['open'],
      from: '2026-01-01',
      sort: 'name',
      cursor: 'c2',
    });
    expect(Object.keys(pageQuery({ status: [], vendor: null, sort: 'name' }))).toEqual(['status', 'sort']);
  });
});
