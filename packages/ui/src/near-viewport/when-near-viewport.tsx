import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

export interface WhenNearViewportProps {
  /** Shown until the place comes near the viewport, and while the content's code loads. */
  placeholder: ReactNode;
  /** How near (a CSS margin around the viewport); see `useNearViewport`. */
  margin?: string;
  /** Usually a lazy component: its code is fetched and it is built only once near. */
  children: ReactNode;
}

/** Content below the fold that is built, and its code fetched, once its place comes near the viewport. */
export function WhenNearViewport({ placeholder, margin, children }: WhenNearViewportProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(margin);
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
