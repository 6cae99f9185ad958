import type { Readable } from 'node:stream';
import type { ActivityEntry } from '@portal/api-schema';
import { ACTIVITY_CATEGORY_LABELS } from '@portal/api-schema';
import { csvStream, neutralizeFormula } from '../../platform/http/csv';
import { formatterPerZone } from '../../platform/time-zones/wall-clock';

/** The most entries one export carries; a longer log is cut there (filters narrow it). */
export const ACTIVITY_CSV_MAX_ROWS = 50_000;

// Sweden's locale writes dates and times in ISO order.
const wallClockFormat = formatterPerZone('sv-SE', { hourCycle: 'h23', dateStyle: 'short', timeStyle: 'medium' });

/** '2026-11-23 14:05:09' on the wall clock of `timeZone`: a form spreadsheets read as a date and time. */
function wallClockTime(iso: string, timeZone: string): string {
  return wallClockFormat(timeZone).format(new Date(iso));
}

/**
 * Whether `timeZone` keeps UTC's clock all year ('UTC', 'Etc/UTC', 'GMT'...): Intl resolves each such
 * name to 'UTC'. There a wall-clock column would repeat the UTC one under the same name.
 */
function isUtc(timeZone: string): boolean {
  return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone === 'UTC';
}

/** `wallClockZone`: the zone of the wall-clock column, null for none. */
function activityCsvColumns(wallClockZone: string | null): string[] {
  return [
    ...(wallClockZone ? [`Time (${wallClockZone})`] : []),
    'Time (UTC)',
    'Person',
    'E-mail',
    'Action',
    'Category',
    'Subject type',
    'Subject',
    'Subject id',
    'Client address',
    'Details',
  ];
}

/** One entry as cells; every text that comes from users, providers or the request goes through neutralizeFormula. */
function activityCsvRecord(entry: ActivityEntry, wallClockZone: string | null): string[] {
  return [
    ...(wallClockZone ? [wallClockTime(entry.at, wallClockZone)] : []),
    entry.at,
    neutralizeFormula(entry.actor.name),
    neutralizeFormula(entry.actor.email ?? ''),
    neutralizeFormula(entry.action_label),
    entry.category ? ACTIVITY_CATEGORY_LABELS[entry.category] : '',
    neutralizeFormula(entry.subject?.type ?? ''),
    neutralizeFormula(entry.subject?.label ?? ''),
    neutralizeFormula(entry.subject?.id ?? ''),
    neutralizeFormula(entry.ip ?? ''),
    neutralizeFormula(entry.summary ?? ''),
  ];
}

/** The entries as CSV, streamed as they are read; times in UTC and, away from UTC, on the wall clock of `timeZone`. */
export function activityCsvStream(entries: AsyncIterable<ActivityEntry>, timeZone: string): Readable {
  const wallClockZone = isUtc(timeZone) ? null : timeZone;
  return csvStream(
    activityCsvColumns(wallClockZone),
    (async function* () {
      for await (const entry of entries) yield activityCsvRecord(entry, wallClockZone);
    })(),
  );
}

/** 'activity-2026-11-23.csv' */
export function activityCsvFileName(today: Date): string {
  return `activity-${today.toISOString().slice(0, 10)}.csv`;
}
