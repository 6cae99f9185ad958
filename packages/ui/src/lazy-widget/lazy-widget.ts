import { type ComponentType, createElement, lazy, Suspense, useSyncExternalStore } from 'react';

let loadsUnderway = 0;
const listeners = new Set<() => void>();

function countLoad(change: 1 | -1) {
  loadsUnderway += change;
  // A load starts while React renders the widget; its watchers hear of it just after.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True while the code of a widget shown on the page is still on its way: data requests start only
 * once it has arrived, so a page that waits for its first data waits for this too.
 */
export function useWidgetCodeLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loadsUnderway > 0);
}

/**
 * A dashboard widget whose code loads when the dashboard first shows it, without holding up the
 * other widgets (it shows nothing until then). `load` is the dynamic import of the widget's own
 * module: the import stays in the feature's routes file, so the widget gets a chunk of its own.
 */
export function lazyWidget(load: () => Promise<ComponentType>): ComponentType {
  const LazyWidget = lazy(async () => {
    countLoad(1);
    try {
      return { default: await load() };
    } finally {
      countLoad(-1);
    }
  });
  function Widget() {
    return createElement(Suspense, { fallback: null }, createElement(LazyWidget));
  }
  return Widget;
}
