import { describe, expect, test } from '@jest/globals';
import { DEFAULT_RFP_SORT, RFP_SORT_KEYS } from '@portal/api-schema';
import { filtersFromSearch, filtersToSearch, hasActiveFilters } from '@portal/ui';
import { EMPTY_RFP_FILTERS, RFP_SORT_LABELS, rfpFiltersSchema, rfpListQueryOf } from './rfp-filters';

describe('request filters in the URL', () => {
  test('an empty URL is the defaults, and the defaults make an empty URL', () => {
    expect(filtersFromSearch(rfpFiltersSchema, new URLSearchParams())).toEqual(EMPTY_RFP_FILTERS);
    expect(filtersToSearch(rfpFiltersSchema, EMPTY_RFP_FILTERS).toString()).toBe('');
  });

  test('reads statuses, search and sort, and writes them back the same', () => {
    const search = new URLSearchParams('status=reviewing&status=matching&q=react&sort=title');
    const filters = filtersFromSearch(rfpFiltersSchema, search);
    expect(filters).toEqual({ status: ['matching', 'reviewing'], q: 'react', sort: 'title' });
    expect(filtersToSearch(rfpFiltersSchema, filters).toString()).toBe('status=matching&status=reviewing&q=react&sort=title');
  });

  test('invalid values fall back to the defaults', () => {
    const filters = filtersFromSearch(rfpFiltersSchema, new URLSearchParams('status=bogus&status=closed&status=closed&sort=price'));
    expect(filters).toEqual({ status: ['closed'], q: '', sort: DEFAULT_RFP_SORT });
  });

  test('the search is trimmed and cut to 100 characters', () => {
    expect(filtersFromSearch(rfpFiltersSchema, new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
    expect(filtersFromSearch(rfpFiltersSchema, new URLSearchParams('q=%20%20')).q).toBe('');
    expect(filtersToSearch(rfpFiltersSchema, { ...EMPTY_RFP_FILTERS, q: '  go  ' }).toString()).toBe('q=go');
  });

  test('active filters are statuses or a search, not the sort', () => {
    expect(hasActiveFilters(rfpFiltersSchema, { ...EMPTY_RFP_FILTERS, sort: 'title' })).toBe(false);
    expect(hasActiveFilters(rfpFiltersSchema, { ...EMPTY_RFP_FILTERS, q: 'go' })).toBe(true);
    expect(hasActiveFilters(rfpFiltersSchema, { ...EMPTY_RFP_FILTERS, status: ['closed'] })).toBe(true);
  });

  test('the API query carries the cursor only when paging', () => {
    expect(rfpListQueryOf({ status: ['closed'], q: ' go ', sort: 'title' }, 'c-2')).toEqual({
      status: ['closed'],
      q: 'go',
      sort: 'title',
      cursor: 'c-2',
    });
    expect(rfpListQueryOf(EMPTY_RFP_FILTERS)).toEqual({ status: [], sort: DEFAULT_RFP_SORT });
  });

  test('every sort has a label', () => {
    expect(Object.keys(RFP_SORT_LABELS).sort()).toEqual([...RFP_SORT_KEYS].sort());
  });
});
