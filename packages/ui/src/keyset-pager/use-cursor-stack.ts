import { useLocation, useSearchParams } from 'react-router';

/** The search parameter that holds the current page's cursor, so that a reload or a link keeps the page. */
export const PAGE_CURSOR_PARAM = 'after';

/** The cursors of the pages up to the current one, for the query they were reached with. */
interface CursorStack {
  queryKey: string;
  cursors: string[];
}

/** What each page's history entry carries: the way back through the earlier pages. */
interface PagingHistoryState {
  cursorStack?: CursorStack;
}

export interface CursorPaging {
  /** The cursor of the current page; undefined on the first page. */
  cursor: string | undefined;
  onFirstPage: boolean;
  /** Back to the page before the current one. */
  previous(): void;
  /** On to the page that starts at `nextCursor`. */
  next(nextCursor: string): void;
  /** A `KeysetPager`'s buttons for a page whose next page starts at `nextCursor` (none at the end). */
  pagerProps(nextCursor: string | null | undefined): PagerButtons;
}

export interface PagerButtons {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}

function savedStack(state: unknown): CursorStack | undefined {
  return (state as PagingHistoryState | null)?.cursorStack;
}

/**
 * Keyset paging kept in the address: the current page's cursor is a search parameter, and each
 * page is a history entry whose state holds the cursors that led to it. A reload or the browser's
 * Back and Forward keep the page; a shared link opens the page it names, and Previous leads from
 * there to the first page. A new `queryKey` (e.g. other filters) starts again at the first page.
 */
export function useCursorStack(queryKey: string): CursorPaging {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const saved = savedStack(state);
  const urlCursor = searchParams.get(PAGE_CURSOR_PARAM) ?? undefined;

  let cursors: string[];
  if (!urlCursor || (saved && saved.queryKey !== queryKey)) cursors = [];
  else if (saved && saved.cursors.at(-1) === urlCursor) cursors = saved.cursors;
  else cursors = [urlCursor];

  const goTo = (nextCursors: string[]) => {
    const cursorStack: CursorStack = { queryKey, cursors: nextCursors };
    setSearchParams(
      (current) => {
        const search = new URLSearchParams(current);
        const last = nextCursors.at(-1);
        if (last) search.set(PAGE_CURSOR_PARAM, last);
        else search.delete(PAGE_CURSOR_PARAM);
        return search;
      },
      { state: { ...(state as object | null), cursorStack } satisfies PagingHistoryState },
    );
  };
  const previous = () => goTo(cursors.slice(0, -1));
  const next = (nextCursor: string) => goTo([...cursors, nextCursor]);
  return {
    cursor: cursors.at(-1),
    onFirstPage: cursors.length === 0,
    previous,
    next,
    pagerProps: (nextCursor) => ({
      hasPrevious: cursors.length > 0,
      hasNext: Boolean(nextCursor),
      onPrevious: previous,
      onNext: () => {
        if (nextCursor) next(nextCursor);
      },
    }),
  };
}
