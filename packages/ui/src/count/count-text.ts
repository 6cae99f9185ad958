// Built on first use, not when a screen's module loads: a page's first number format loads the
// browser's locale data, which the screen's skeleton should not wait for.
let countFormat: Intl.NumberFormat | undefined;

/** A count with its noun: '1 request', '1,234 requests'. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  countFormat ??= new Intl.NumberFormat('en-US');
  return `${countFormat.format(count)} ${count === 1 ? singular : plural}`;
}
