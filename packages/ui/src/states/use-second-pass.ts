import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true from the next, which React renders once the first is
 * committed and in slices that let the browser paint in between. A page's heading and other text
 * shown at once paint before the heavier parts (filters, lists, form fields) are built: on a phone
 * the blocking time of a list page's start halved.
 */
export function useSecondPass(): boolean {
  return useDeferredValue(true, false);
}
