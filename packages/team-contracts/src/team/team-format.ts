import type { TeamAmount } from '@portal/api-schema';
import { currencySymbol, formatMinorUnits, formatNumber } from '@portal/ui';

/**
 * An amount of minor units: '$14,733.33', '$0.00' (an amount, not a blank, when it is zero), and
 * '1,200.00 CHF' for a currency without a symbol, so that totals per currency never read alike.
 */
export function amountText({ amount_minor, currency }: TeamAmount): string {
  const amount = formatMinorUnits(amount_minor, currency, { showZero: true });
  return currencySymbol(currency) ? amount : `${amount} ${currency}`;
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

/** Minutes as hours, to the quarter hour timesheets record: '160 h', '152.5 h', '7.25 h', '0 h'. */
export function hoursText(minutes: number): string {
  return `${formatNumber(minutes / 60, 2)} h`;
}
