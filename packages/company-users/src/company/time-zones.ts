import { supportedTimeZones } from '@portal/api-schema/constants';

/** The time zones to choose from: this browser's IANA zones and UTC, sorted, with the current value kept. */
export function timeZoneOptions(current: string | null): string[] {
  const zones = new Set(supportedTimeZones());
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
