// Built on first use, not when a screen's module loads: a page's first number format loads the
// browser's locale data (measured: about 60 ms of a phone's main thread), which the screen's
// skeleton should not wait for.
const formats = new Map<number, Intl.NumberFormat>();

/** An en-US number with grouping and at most this many decimals: '1,234', '152.5'. */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    formats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/** A count with its noun: '1 request', '1,234 requests'. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
