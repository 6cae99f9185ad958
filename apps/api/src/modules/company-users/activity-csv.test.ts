import { describe, expect, test } from '@jest/globals';
import type { ActivityEntry } from '@portal/api-schema';
import { activityCsvStream } from './activity-csv';

const ENTRY: ActivityEntry = {
  id: '1',
  at: '2026-03-10T17:00:00.000Z',
  actor: { kind: 'system', id: null, name: 'System', email: null },
  action: 'invoice.status_changed',
  action_label: 'Invoice status changed',
  category: 'money',
  subject: null,
  ip: null,
  summary: null,
};

async function* entries(): AsyncIterable<ActivityEntry> {
  yield ENTRY;
}

async function csvLines(timeZone: string): Promise<string[][]> {
  let text = '';
  for await (const chunk of activityCsvStream(entries(), timeZone)) text += String(chunk);
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('activityCsvStream', () => {
  test('away from UTC, the time is given on the wall clock of the zone and in UTC', async () => {
    const [header, row] = await csvLines('Europe/Berlin');
    expect(header?.slice(0, 3)).toEqual(['Time (Europe/Berlin)', 'Time (UTC)', 'Person']);
    expect(row?.slice(0, 3)).toEqual(['2026-03-10 18:00:00', '2026-03-10T17:00:00.000Z', 'System']);
  });

  test.each(['UTC', 'Etc/UTC', 'GMT'])('in %s the time is one column, not the same time twice', async (timeZone) => {
    const [header, row] = await csvLines(timeZone);
    expect(header?.slice(0, 2)).toEqual(['Time (UTC)', 'Person']);
    expect(row?.slice(0, 2)).toEqual(['2026-03-10T17:00:00.000Z', 'System']);
  });

  test.each(['UTC', 'Europe/Berlin'])('in %s every column has its own name and every row a cell for each', async (timeZone) => {
    const [header, row] = await csvLines(timeZone);
    expect(new Set(header).size).toBe(header?.length);
    expect(row).toHaveLength(header?.length ?? -1);
  });
});
