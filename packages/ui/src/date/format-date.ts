import { madeOncePerOptions } from '../intl/made-once';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An en-US date format for these options, made once: a list formats several dates per row. A zone
 * the browser does not know throws, as `new Intl.DateTimeFormat` does.
 */
export const dateTimeFormat = madeOncePerOptions((options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options));

/** The browser's time zone by its IANA name, e.g. 'Europe/Warsaw': times are shown in it, and it is named beside them. */
export function browserTimeZone(): string {
  return dateTimeFormat({}).resolvedOptions().timeZone;
}

function parse(iso: string): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 'Jan 5, 2026'. A date without time ('2026-01-05') is a calendar day, shown as written in every
 * time zone; '' for an empty or invalid value.
 */
export function formatDate(iso: string, timeZone?: string): string {
  const date = parse(iso);
  if (!date) return '';
  return dateTimeFormat({ dateStyle: 'medium', timeZone: DATE_ONLY.test(iso) ? 'UTC' : timeZone }).format(date);
}

/** 'Jan 5, 2026, 3:04 PM' in the given time zone (default: the browser's); '' when invalid. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = parse(iso);
  if (!date) return '';
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** '2026-11' or '2026-11-05' as 'Nov 2026' in every time zone; the value itself when it is no month. */
export function formatMonth(isoMonth: string): string {
  const date = new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : dateTimeFormat({ month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
