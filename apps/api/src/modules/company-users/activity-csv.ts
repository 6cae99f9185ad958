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

function activityCsvColumns(timeZone: string): string[] {
  return [
    `Time (${timeZone})`,
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
function activityCsvRecord(entry: ActivityEntry, timeZone: string): string[] {
  return [
    wallClockTime(entry.at, timeZone),
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

/** The entries as CSV, streamed as they are read. */
export function activityCsvStream(entries: AsyncIterable<ActivityEntry>, timeZone: string): Readable {
  return csvStream(
    activityCsvColumns(timeZone),
    (async function* () {
      for await (const entry of entries) yield activityCsvRecord(entry, timeZone);
    })(),
  );
}

/** 'activity-2026-11-23.csv' */
export function activityCsvFileName(today: Date): string {
  return `activity-${today.toISOString().slice(0, 10)}.csv`;
}
