import { type RefCallback, useCallback, useState } from 'react';
import { useNearViewportHeld } from './near-viewport-hold';

/**
 * Whether an element has come near the viewport (within `margin`), for content that is costly to
 * load and not needed until it is seen, such as a chart below the fold. Once near, it stays so.
 * Without IntersectionObserver (older browsers, tests) the element counts as near at once. Inside
 * a held `NearViewportHold` it is not watched until the hold is released.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const held = useNearViewportHeld();
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near || held || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, held, margin],
  );
  return [ref, near];
}
