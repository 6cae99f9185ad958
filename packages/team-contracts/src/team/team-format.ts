import type { SkillYears, TeamAmount } from '@portal/api-schema';
import { currencyFractionDigits, currencySymbol, formatMinorUnits } from '@portal/ui';

export function fullName(person: { first_name: string; last_name: string }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(' ');
}

/**
 * An amount of minor units: '$14,733.33', '$0.00' (an amount, not a blank, when it is zero), and
 * '1,200.00 CHF' for a currency without a symbol, so that totals per currency never read alike.
 */
export function amountText({ amount_minor, currency }: TeamAmount): string {
  const symbol = currencySymbol(currency);
  const amount = amount_minor === 0 ? `${symbol}${(0).toFixed(currencyFractionDigits(currency))}` : formatMinorUnits(amount_minor, currency);
  return symbol ? amount : `${amount} ${currency}`;
}

/** '$85.00/h'. */
export function hourlyRate(rate: TeamAmount): string {
  return `${amountText(rate)}/h`;
}

/** 'Ends today', 'Ends in 1 day', 'Ends in 12 days'; 'Ended' once the last day has passed. */
export function endsInText(daysLeft: number): string {
  if (daysLeft < 0) return 'Ended';
  if (daysLeft === 0) return 'Ends today';
  return `Ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}

/** 'React · 6 years'. */
export function skillYearsText(skill: SkillYears): string {
  return `${skill.name} · ${skill.years} ${skill.years === 1 ? 'year' : 'years'}`;
}

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Minutes as hours to a tenth: '160 h', '152.5 h', '0 h'. */
export function hoursText(minutes: number): string {
  return `${hoursFormat.format(minutes / 60)} h`;
}

/** The time now in an IANA zone, e.g. '4:05 PM'; '' for a zone the browser does not know. */
export function localTimeIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(now);
  } catch {
    return '';
  }
}

/** 'Europe/Warsaw (local time 4:05 PM)', or the zone alone when the browser does not know it. */
export function timeZoneText(timeZone: string, now: Date = new Date()): string {
  const zone = timeZone.replaceAll('_', ' ');
  const local = localTimeIn(timeZone, now);
  return local ? `${zone} (local time ${local})` : zone;
}

export function locationText(talent: { city: string; country: string }): string {
  return [talent.city, talent.country].filter(Boolean).join(', ');
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' or '2026-11-05' as 'Nov 2026'. */
export function monthText(isoMonth: string): string {
  const date = new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoMonth : monthFormat.format(date);
}
