import type { Money } from '@portal/api-schema';
import { dateTimeFormat, formatMinorUnits } from '@portal/ui';

/** '$45.00/h'; '' when the amount is nothing. */
export function hourlyRate(rate: Money): string {
  const amount = formatMinorUnits(rate.added_value, rate.currency);
  return amount === '' ? '' : `${amount}/h`;
}

/** 'Wed, Dec 2, 2026, 3:30 PM CET' in the user's time zone (default: the browser's). */
export function formatMeetingTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

/** '30 min', '1 h', '1 h 15 min'. */
export function formatDuration(startsAt: string, endsAt: string): string {
  const minutes = Math.round((new Date(endsAt).getTime() - new Date(startsAt).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
