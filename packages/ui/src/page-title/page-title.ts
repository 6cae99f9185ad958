import { useEffect, useSyncExternalStore } from 'react';

// The shell titles the document from the route's handle; a page whose name depends on what it
// shows (one's own user page, whose route also serves other users' pages) names itself here.
let pageTitle: string | undefined;
const listeners = new Set<() => void>();

function setPageTitle(title: string | undefined): void {
  pageTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentPageTitle(): string | undefined {
  return pageTitle;
}

/** While mounted, the document is titled `title` instead of the route's title; undefined keeps the route's. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return undefined;
    setPageTitle(title);
    return () => {
      if (pageTitle === title) setPageTitle(undefined);
    };
  }, [title]);
}

/** The title a mounted page gave itself (`usePageTitle`), for the shell; undefined when none did. */
export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(subscribe, currentPageTitle, currentPageTitle);
}
