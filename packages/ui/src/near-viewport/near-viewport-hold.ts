import { createContext, createElement, type ReactNode, useContext } from 'react';

const NearViewportHeld = createContext(false);

/**
 * Holds back `useNearViewport` inside `children` while `held`: content laid out under a
 * placeholder, hidden until the page settles, is not yet where the viewer will see it, so
 * "near" is judged only once it is in its final place.
 */
export function NearViewportHold({ held, children }: { held: boolean; children: ReactNode }) {
  return createElement(NearViewportHeld.Provider, { value: held }, children);
}

export function useNearViewportHeld(): boolean {
  return useContext(NearViewportHeld);
}
