import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a dialog, menu or popover from the first time it is opened on, for those whose code is
 * fetched only then: nothing of them is needed to show the page. Once opened it stays mounted, so
 * that closing it plays its transition.
 */
export function WhenFirstOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
