import { type RefCallback, useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `margin`), for content that is costly to
 * load and not needed until it is seen, such as a chart below the fold. Once near, it stays so.
 * Without IntersectionObserver (older browsers, tests) the element counts as near at once.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback<RefCallback<T>>(
    (element) => {
      if (!element || near || typeof IntersectionObserver === 'undefined') return;
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
    [near, margin],
  );
  return [ref, near];
}
