import { describe, expect, test } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { filterField, isOneOf, listFilter } from './url-filters';
import { useUrlFilters } from './use-url-filters';

const schema = {
  status: listFilter(['open', 'closed']),
  sort: filterField(isOneOf(['name', '-name']), '-name'),
};

function renderFilters(entry: string) {
  let location: Location | undefined;
  function Probe() {
    location = useLocation();
    return null;
  }
  const view = renderHook(() => useUrlFilters(schema), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]}>
        {children}
        <Probe />
      </MemoryRouter>
    ),
  });
  return { ...view, search: () => location?.search };
}

describe('useUrlFilters', () => {
  test('reads the filters of the URL', () => {
    const { result } = renderFilters('/list?status=closed&status=open&sort=name&after=c2');
    expect(result.current.filters).toEqual({ status: ['open', 'closed'], sort: 'name' });
    expect(result.current.active).toBe(true);
  });

  test('new filters go into the URL and leave the page cursor behind', () => {
    const { result, search } = renderFilters('/list?sort=name&after=c2');
    expect(result.current.active).toBe(false);
    act(() => result.current.setFilters({ ...result.current.filters, status: ['closed'] }));
    expect(search()).toBe('?status=closed&sort=name');
    expect(result.current.filters.status).toEqual(['closed']);
  });

  test('clearing drops the filters and keeps the sort', () => {
    const { result, search } = renderFilters('/list?status=open&sort=name');
    act(() => result.current.clearFilters());
    expect(search()).toBe('?sort=name');
    expect(result.current.active).toBe(false);
  });

  test('the key changes with the filters and the sort, not with anything else in the URL', () => {
    const { result } = renderFilters('/list?status=open&after=c2&other=x');
    const first = result.current.key;
    expect(first).toBe('status=open');
    act(() => result.current.setFilters({ ...result.current.filters, sort: 'name' }));
    expect(result.current.key).not.toBe(first);
  });
});
