import { describe, expect, test } from '@jest/globals';
import { pageQuery } from '@portal/api-client';
import { filtersFromSearch, filtersToSearch, hasActiveFilters } from '@portal/ui';
import { EMPTY_FILTERS, invoiceFiltersSchema } from './invoice-filters';

describe('invoice filters in the URL', () => {
  test('round-trip through the search params', () => {
    const filters = {
      status: ['open' as const, 'overdue' as const],
      vendor: '0b9f3c1e-7a52-4d8e-9c61-2f4a8b7d5e30',
      from: '2026-01-01',
      to: '2026-03-31',
      po_number: 'PO 7/A',
      cost_centre: '',
      sort: 'due_on' as const,
    };
    const search = filtersToSearch(invoiceFiltersSchema, filters);
    expect(search.toString()).toBe(
      'status=open&status=overdue&vendor=0b9f3c1e-7a52-4d8e-9c61-2f4a8b7d5e30&from=2026-01-01&to=2026-03-31&po_number=PO+7%2FA&sort=due_on',
    );
    expect(filtersFromSearch(invoiceFiltersSchema, search)).toEqual(filters);
  });

  test('defaults are left out of the URL', () => {
    expect(filtersToSearch(invoiceFiltersSchema, EMPTY_FILTERS).toString()).toBe('');
    expect(filtersFromSearch(invoiceFiltersSchema, new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  test('values that make no sense are ignored, duplicates dropped', () => {
    const filters = filtersFromSearch(
      invoiceFiltersSchema,
      new URLSearchParams('status=open&status=bogus&status=open&from=yesterday&to=2026-02-30&sort=amount&vendor='),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, status: ['open'] });
  });

  test('knows when a filter is set; the sort alone is not a filter', () => {
    expect(hasActiveFilters(invoiceFiltersSchema, { ...EMPTY_FILTERS, sort: 'due_on' })).toBe(false);
    expect(hasActiveFilters(invoiceFiltersSchema, { ...EMPTY_FILTERS, to: '2026-01-01' })).toBe(true);
    expect(hasActiveFilters(invoiceFiltersSchema, { ...EMPTY_FILTERS, cost_centre: 'CC-1' })).toBe(true);
  });

  test('the API query carries the filters, the sort and the cursor', () => {
    expect(pageQuery({ ...EMPTY_FILTERS, status: ['paid'], vendor: 'v', po_number: 'PO-1' }, 'next')).toEqual({
      status: ['paid'],
      vendor: 'v',
      po_number: 'PO-1',
      sort: '-issued_on',
      cursor: 'next',
    });
  });
});
