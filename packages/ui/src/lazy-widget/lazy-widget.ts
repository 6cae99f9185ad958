import { type ComponentType, createElement, lazy, Suspense } from 'react';

/**
 * A dashboard widget whose code loads when the dashboard first shows it, without holding up the
 * other widgets (it shows nothing until then). `load` is the dynamic import of the widget's own
 * module: the import stays in the feature's routes file, so the widget gets a chunk of its own.
 */
export function lazyWidget(load: () => Promise<ComponentType>): ComponentType {
  const LazyWidget = lazy(async () => ({ default: await load() }));
  function Widget() {
    return createElement(Suspense, { fallback: null }, createElement(LazyWidget));
  }
  return Widget;
}
