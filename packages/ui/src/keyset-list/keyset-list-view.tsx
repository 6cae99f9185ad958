import Button from '@mui/material/Button';
import { type ReactNode, useEffect } from 'react';
import { loadLocaleDataWhenIdle } from '../number/format-number';
import { KeysetPager } from '../keyset-pager/keyset-pager';
import type { CursorPaging } from '../keyset-pager/use-cursor-stack';
import { EmptyState, type EmptyStateProps } from '../states/empty-state';
import { ErrorState } from '../states/error-state';

/** One page of a keyset list, as the API sends it. */
export interface KeysetPage {
  items: readonly unknown[];
  next_cursor: string | null;
}

/** The query of the current page, as RTK Query's hooks return it. */
export interface KeysetPageQuery<Page extends KeysetPage> {
  currentData?: Page;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** The empty state of a list that names none of its own. */
export const NOTHING_YET = 'Nothing here yet';

export interface KeysetListViewProps<Page extends KeysetPage> {
  query: KeysetPageQuery<Page>;
  paging: CursorPaging;
  /** The error state's title; it offers "Try again". E.g. "The invoices could not be loaded." */
  errorTitle: string;
  /** Another state for a failure the list explains itself (e.g. filters the API refuses), or undefined for the usual one. */
  renderError?(error: unknown): ReactNode;
  /** Shown until the page of these filters has arrived. */
  skeleton: ReactNode;
  /** The first page is empty and no filter is set, e.g. with a way to create the first item. */
  empty?: EmptyStateProps;
  /** The filters match nothing (only while `filtered`): a heading and "Clear filters". */
  noMatch?: { title: string; onClear(): void };
  /** Whether any filter is set (the sort alone is not a filter). */
  filtered?: boolean;
  /** The name of the pager's landmark, e.g. "Invoice pages". */
  pagerLabel: string;
  /** The count beside the pager, e.g. "12 invoices"; undefined while it is unknown. */
  countText?(page: Page): ReactNode;
  /** The page's items, e.g. a table. */
  children(page: Page): ReactNode;
}

/**
 * The states every keyset list goes through, in this order: a failure (with "Try again"), the
 * skeleton while loading, no match for the filters (with "Clear filters"), empty (first page, no
 * filters), and else the items with the pager and its count.
 */
export function KeysetListView<Page extends KeysetPage>({
  query,
  paging,
  errorTitle,
  renderError,
  skeleton,
  empty,
  noMatch,
  filtered = false,
  pagerLabel,
  countText,
  children,
}: KeysetListViewProps<Page>) {
  const page = query.currentData;
  const waiting = !page && !query.isError;
  useEffect(() => (waiting ? loadLocaleDataWhenIdle() : undefined), [waiting]);
  if (query.isError && !query.isFetching) {
    return renderError?.(query.error) ?? <ErrorState title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  if (!page) return skeleton;
  if (page.items.length === 0) {
    // Only filters the user set make an empty page a no-match: defaults and the sort are not filters.
    if (noMatch && filtered) {
      return (
        <EmptyState
          title={noMatch.title}
          action={
            <Button variant="outlined" onClick={noMatch.onClear}>
              Clear filters
            </Button>
          }
        />
      );
    }
    if (paging.onFirstPage) return <EmptyState {...(empty ?? { title: NOTHING_YET })} />;
  }
  return (
    <>
      {children(page)}
      <KeysetPager label={pagerLabel} countText={countText?.(page)} {...paging.pagerProps(page.next_cursor)} />
    </>
  );
}
