import { selectAnyQueryPending } from '@portal/api-client';
import { useWidgetCodeLoading } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';

/** How long no request may be on its way before the first data counts as in. */
const QUIET_MS = 60;
/** The longest the page waits for its first data before it shows what it has. */
const MAX_WAIT_MS = 4_000;

/**
 * True once the page's first requests have all answered and its widgets' code has arrived (nothing
 * pending for a moment), or after
 * `MAX_WAIT_MS` whatever they do; it stays true after that, so that a later refresh never hides
 * the page again. Cards of unknown height then appear together, in their final places, instead
 * of each pushing the ones below down as it arrives.
 */
export function useFirstDataSettled(): boolean {
  const [settled, setSettled] = useState(false);
  // Once settled, no longer looks through every query on each change of the store.
  const queryPending = useSelector((state: Parameters<typeof selectAnyQueryPending>[0]) => !settled && selectAnyQueryPending(state));
  // A widget asks for its data only once its code is in: a slow chunk is no quiet moment.
  const pending = useWidgetCodeLoading() || queryPending;

  useEffect(() => {
    if (settled) return;
    const longest = setTimeout(() => setSettled(true), MAX_WAIT_MS);
    return () => clearTimeout(longest);
  }, [settled]);

  useEffect(() => {
    if (settled || pending) return;
    // Queries start in their components' effects: a quiet moment tells "all answered" from "not asked yet".
    const quiet = setTimeout(() => setSettled(true), QUIET_MS);
    return () => clearTimeout(quiet);
  }, [settled, pending]);

  return settled;
}
