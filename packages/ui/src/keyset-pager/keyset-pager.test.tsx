import { describe, expect, jest, test } from '@jest/globals';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { KeysetPager } from './keyset-pager';
import { useCursorStack } from './use-cursor-stack';

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
    renderWithTheme(
      <KeysetPager label="Request pages" hasPrevious={false} hasNext={false} onPrevious={jest.fn()} onNext={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Request pages' })).toHaveTextContent(/^PreviousNext$/);
  });
});

describe('useCursorStack', () => {
  test('goes forward and back through the cursors', () => {
    const { result } = renderHook(() => useCursorStack('status=open'));
    expect(result.current).toMatchObject({ cursor: undefined, onFirstPage: true });

    act(() => result.current.next('c1'));
    act(() => result.current.next('c2'));
    expect(result.current).toMatchObject({ cursor: 'c2', onFirstPage: false });

    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: 'c1', onFirstPage: false });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ cursor: undefined, onFirstPage: true });
  });

  test('a new query key starts again at the first page', () => {
    const { result, rerender } = renderHook(({ key }) => useCursorStack(key), { initialProps: { key: 'a' } });
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
    const { result } = renderHook(() => useCursorStack('all'));
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
