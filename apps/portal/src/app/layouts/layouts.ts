import type { LayoutName } from '@portal/ui/light';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { AuthLayout } from './auth-layout';
import { DefaultLayout } from './default-layout';

const loadBareLayout = () => import('./bare-layout');

/**
 * The layout named by each route handle. The signed-in pages' layout is part of the full app's
 * code (this module is loaded with it): as a lazy component, it suspended the first signed-in
 * render even when its code was there, and React holds a revealed fallback for at least 300 ms.
 */
export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  default: DefaultLayout,
  bare: lazy(async () => ({ default: (await loadBareLayout()).BareLayout })),
};

/** Starts downloading the layouts not yet loaded, e.g. once the first page is shown. */
export function preloadLayouts(): void {
  void loadBareLayout();
}
