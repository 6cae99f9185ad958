import { describe, expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CursorPaging } from '../keyset-pager/use-cursor-stack';
import { renderWithTheme } from '../testing/render-with-theme';
import { KeysetListView, type KeysetListViewProps, type KeysetPageQuery, NOTHING_YET } from './keyset-list-view';

interface NamePage {
  items: string[];
  next_cursor: string | null;
  total: number;
}

function paging(onFirstPage = true): CursorPaging {
  return {
    cursor: onFirstPage ? undefined : 'c1',
    onFirstPage,
    previous: jest.fn(),
    next: jest.fn(),
    pagerProps: (nextCursor) => ({ hasPrevious: !onFirstPage, hasNext: Boolean(nextCursor), onPrevious: jest.fn(), onNext: jest.fn() }),
  };
}

function loaded(items: string[], next_cursor: string | null = null): KeysetPageQuery<NamePage> {
  return { currentData: { items, next_cursor, total: items.length }, isError: false, isFetching: false, refetch: jest.fn() };
}

function renderList(props: Partial<KeysetListViewProps<NamePage>> & { query: KeysetPageQuery<NamePage> }) {
  return renderWithTheme(
    <KeysetListView<NamePage>
      paging={paging()}
      errorTitle="The names could not be loaded."
      skeleton={<p>Loading names</p>}
      pagerLabel="Name pages"
      countText={(page) => `${page.total} names`}
      {...props}
    >
      {(page) => (
        <ul aria-label="Names">
          {page.items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </KeysetListView>,
  );
}

describe('KeysetListView', () => {
  test('shows the items, then the pager with its count', () => {
    renderList({ query: loaded(['Ada', 'Grace'], 'c2') });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ada', 'Grace']);
    const pager = screen.getByRole('navigation', { name: 'Name pages' });
    expect(pager).toHaveTextContent('2 names');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('shows the skeleton until the page arrives', () => {
    renderList({ query: { isError: false, isFetching: true, refetch: jest.fn() } });
    expect(screen.getByText('Loading names')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  test('a failure offers to try again', async () => {
    const refetch = jest.fn();
    renderList({ query: { isError: true, isFetching: false, error: { status: 500, data: {} }, refetch } });
    expect(screen.getByRole('alert')).toHaveTextContent('The names could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('a failure the list explains itself shows its own state', () => {
    renderList({
      query: { isError: true, isFetching: false, error: { status: 422, data: {} }, refetch: jest.fn() },
      renderError: (error) =>
        (error as { status: number }).status === 422 ? <p role="alert">Those filters do not go together.</p> : undefined,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Those filters do not go together.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('while the page is fetched again after a failure, the skeleton shows', () => {
    renderList({ query: { isError: true, isFetching: true, error: { status: 500, data: {} }, refetch: jest.fn() } });
    expect(screen.getByText('Loading names')).toBeInTheDocument();
  });

  test('an empty first page without filters shows the empty state', () => {
    renderList({ query: loaded([]), empty: { title: 'No names yet' }, noMatch: { title: 'No names match', onClear: jest.fn() } });
    expect(screen.getByRole('heading', { name: 'No names yet' })).toBeInTheDocument();
  });

  test('no match for the filters offers to clear them', async () => {
    const onClear = jest.fn();
    renderList({ query: loaded([]), filtered: true, empty: { title: 'No names yet' }, noMatch: { title: 'No names match', onClear } });
    expect(screen.getByRole('heading', { name: 'No names match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  test('without filters an empty page is never a no-match, even without an empty state of its own', () => {
    renderList({ query: loaded([]), noMatch: { title: 'No names match', onClear: jest.fn() } });
    expect(screen.queryByText('No names match')).not.toBeInTheDocument();
    expect(screen.getByText(NOTHING_YET)).toBeInTheDocument();
  });

  test('an empty later page keeps the pager, so that the way back stays', () => {
    renderList({ query: loaded([]), paging: paging(false), empty: { title: 'No names yet' } });
    expect(screen.queryByRole('heading', { name: 'No names yet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
