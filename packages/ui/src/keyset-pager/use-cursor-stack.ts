import { useState } from 'react';

/** The cursors of the pages before the current one, for the query they were reached with. */
interface CursorStack {
  queryKey: string;
  cursors: string[];
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

/**
 * Keyset paging state: the stack of cursors that led to the current page. A new `queryKey`
 * (e.g. other filters) starts again at the first page.
 */
export function useCursorStack(queryKey: string): CursorPaging {
  const [stack, setStack] = useState<CursorStack>({ queryKey, cursors: [] });
  const cursors = stack.queryKey === queryKey ? stack.cursors : [];
  const previous = () => setStack({ queryKey, cursors: cursors.slice(0, -1) });
  const next = (nextCursor: string) => setStack({ queryKey, cursors: [...cursors, nextCursor] });
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
