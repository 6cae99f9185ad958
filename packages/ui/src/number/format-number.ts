import { madeOncePerOptions } from '../intl/made-once';

/**
 * An en-US number format for these options, made once and on first use, not when a screen's
 * module loads: a page's first format loads the browser's locale data (measured: about 60 ms of a
 * phone's main thread), which the screen's skeleton should not wait for.
 */
export const numberFormat = madeOncePerOptions((options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options));

/** An en-US number with grouping and at most this many decimals: '1,234', '152.5'. */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return numberFormat({ maximumFractionDigits }).format(value);
}

/** A count with its noun: '1 request', '1,234 requests'. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/**
 * Builds a number format ahead of need, when the browser is idle. A page's first format of any
 * kind loads the browser's locale data: better spent while a list waits for its rows than in the
 * task that renders them.
 */
export function loadLocaleDataWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const id = window.requestIdleCallback(() => formatNumber(0));
  return () => window.cancelIdleCallback(id);
}
