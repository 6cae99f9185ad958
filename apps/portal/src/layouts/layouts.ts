import type { LayoutName } from '@portal/ui/light';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { AuthLayout } from './auth-layout';

const loadDefaultLayout = () => import('./default-layout');
const loadBareLayout = () => import('./bare-layout');

/** The layout named by each route handle. Only the auth layout is part of the first download. */
export const LAYOUTS: Record<LayoutName, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  default: lazy(async () => ({ default: (await loadDefaultLayout()).DefaultLayout })),
  bare: lazy(async () => ({ default: (await loadBareLayout()).BareLayout })),
};

/** Starts downloading the signed-in pages' layout: a returning user's page needs it next. */
export function preloadDefaultLayout(): void {
  void loadDefaultLayout();
}

/** Starts downloading the other layouts, e.g. once the first page is shown. */
export function preloadLayouts(): void {
  void loadDefaultLayout();
  void loadBareLayout();
}
