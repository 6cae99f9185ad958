import { describe, expect, jest, test } from '@jest/globals';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type InitialEntry, type Location, MemoryRouter, useLocation } from 'react-router';
import { renderWithTheme } from '../testing/render-with-theme';
import { KeysetPager } from './keyset-pager';
import { PAGE_CURSOR_PARAM, useCursorStack } from './use-cursor-stack';

describe('KeysetPager', () => {
  test('is a named navigation with the count and both buttons', async () => {
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    renderWithTheme(
      <KeysetPager label="Invoice pages" countText="12 invoices" hasPrevious hasNext onPrevious={onPrevious} onNext={onNext} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(nav).toHaveTextContent('12 invoices');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  test('disables the way that leads nowhere and shows no count while it is unknown', () => {
    renderWithTheme(<KeysetPager label="Request pages" hasPrevious={false} hasNext={false} onPrevious={jest.fn()} onNext={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Request pages' })).toHaveTextContent(/^PreviousNext$/);
  });
});

/** The hook inside a router at `entry`, with the address it leads to. */
function renderPaging(queryKey: string, entry: InitialEntry = '/list') {
  let location: Location | undefined;
  function Probe() {
    location = useLocation();
    return null;
  }
  const view = renderHook(({ key }) => useCursorStack(key), {
    initialProps: { key: queryKey },
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]}>
        {children}
        <Probe />
      </MemoryRouter>
    ),
  });
  return { ...view, search: () => new URLSearchParams(location?.search), state: () => location?.state as unknown };
}

describe('useCursorStack', () => {
  test('goes forward and back through the cursors, keeping the page in the address', () => {
    const { result, search } = renderPaging('status=open', '/list?status=open');
    expect(result.current).toMatchObject({ cursor: undefined, onFirstPage: true });

    act(() => result.current.next('c1'));
    act(() => result.current.next('c2'));
    expect(result.current).toMatchObject({ cursor: 'c2', onFirstPage: false });
    expect(search().get(PAGE_CURSOR_PARAM)).toBe('c2');
    expect(search().get('status')).toBe('open');

    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: 'c1', onFirstPage: false });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: undefined, onFirstPage: true });
    expect(search().has(PAGE_CURSOR_PARAM)).toBe(false);
  });

  test('a reload keeps the page and the way back, from the history entry', () => {
    const first = renderPaging('all');
    act(() => first.result.current.next('c1'));
    act(() => first.result.current.next('c2'));
    const reloaded = renderPaging('all', { pathname: '/list', search: `?${first.search()}`, state: first.state() });
    expect(reloaded.result.current).toMatchObject({ cursor: 'c2', onFirstPage: false });
    act(() => reloaded.result.current.previous());
    expect(reloaded.result.current.cursor).toBe('c1');
  });

  test('a shared link opens its page, and Previous leads from there to the first page', () => {
    const { result } = renderPaging('all', `/list?${PAGE_CURSOR_PARAM}=c7`);
    expect(result.current).toMatchObject({ cursor: 'c7', onFirstPage: false });
    expect(result.current.pagerProps('c8')).toMatchObject({ hasPrevious: true, hasNext: true });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: undefined, onFirstPage: true });
  });

  test('a new query key starts again at the first page', () => {
    const { result, rerender } = renderPaging('a');
    act(() => result.current.next('c1'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ cursor: undefined, onFirstPage: true });

    act(() => result.current.next('d1'));
    expect(result.current.cursor).toBe('d1');
    rerender({ key: 'a' });
    expect(result.current.cursor).toBeUndefined();
  });
});

describe('useCursorStack pager props', () => {
  test('lead back and on, and nowhere past either end', () => {
    const { result } = renderPaging('all');
    expect(result.current.pagerProps('c1')).toMatchObject({ hasPrevious: false, hasNext: true });

    act(() => result.current.pagerProps('c1').onNext());
    expect(result.current.cursor).toBe('c1');
    expect(result.current.pagerProps(null)).toMatchObject({ hasPrevious: true, hasNext: false });

    act(() => result.current.pagerProps(null).onNext());
    expect(result.current.cursor).toBe('c1');
    act(() => result.current.pagerProps(null).onPrevious());
    expect(result.current).toMatchObject({ cursor: undefined, onFirstPage: true });
  });
});
