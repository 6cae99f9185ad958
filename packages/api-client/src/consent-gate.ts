import { useSyncExternalStore } from 'react';

// Loads the API refused until the user agrees to the terms wait here instead of failing: the page
// behind the terms modal shows its loading state, and fills in once the agreement is in.
const waiting = new Set<() => void>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Resolves true once `consentGiven` runs, or false when `signal` aborts first (the query was
 * dropped, or the session ended with Log Out).
 */
export function waitForConsent(signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const release = (given: boolean) => {
      waiting.delete(onConsent);
      signal?.removeEventListener('abort', onAbort);
      resolve(given);
      changed();
    };
    const onConsent = () => release(true);
    const onAbort = () => release(false);
    waiting.add(onConsent);
    signal?.addEventListener('abort', onAbort, { once: true });
    changed();
  });
}

/** The server has the user's agreement: the loads waiting for it are sent again. */
export function consentGiven(): void {
  for (const release of [...waiting]) release();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function anyWaiting(): boolean {
  return waiting.size > 0;
}

/** Whether a load of the page waits for the terms to be agreed (the terms modal then asks at once). */
export function useWaitingForConsent(): boolean {
  return useSyncExternalStore(subscribe, anyWaiting, anyWaiting);
}
