import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../app/start-up/when-idle';
import type * as MobileMenuExports from './mobile-menu';

type MobileMenuModule = typeof MobileMenuExports;

let loaded: MobileMenuModule | null = null;

/** Kept once fetched, so that every later header opens the menu at once. */
function loadMobileMenu(): Promise<MobileMenuModule> {
  return import('./mobile-menu').then((module) => (loaded = module));
}

export type MobileMenuCode =
  { status: 'loaded'; MobileMenu: MobileMenuModule['MobileMenu'] } | { status: 'loading' } | { status: 'failed'; retry: () => void };

/**
 * The code of the menu behind the burger button, shown only on phones. It is fetched once the page
 * is idle rather than on the first tap, so that the menu opens even when the connection has dropped
 * since: the way on from a page that could not load. Wanted before then, it is asked for at once;
 * a fetch that fails is a state the header shows with a retry, never a crash of the page.
 */
export function useMobileMenuCode(wanted: boolean): MobileMenuCode {
  const [module, setModule] = useState(loaded);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => whenIdle(() => void loadMobileMenu().then(setModule, () => undefined)), []);

  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    loadMobileMenu().then(
      (fetched) => current && setModule(fetched),
      () => current && setFailedAttempt(attempt),
    );
    return () => {
      current = false;
    };
  }, [wanted, module, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (module) return { status: 'loaded', MobileMenu: module.MobileMenu };
  return failedAttempt === attempt ? { status: 'failed', retry } : { status: 'loading' };
}
