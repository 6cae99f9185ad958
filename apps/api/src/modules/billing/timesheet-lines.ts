import { TIMESHEET_MINUTES_STEP } from '@portal/api-schema';
import { type LineItemDraft, lineAmountMinor } from './line-items';

// Hourly work is billed from the approved timesheets, never the other way round: the hours of an
// invoice's period, one line per developer and contract, at the contract's rate.

/** A contract's approved hours: its developer, its rate and the approved timesheets' days. */
export interface ApprovedHours {
  developerName: string;
  /** What the line says was done: the contract's role. */
  description: string;
  rateMinor: number;
  days: ReadonlyArray<{ day: string; minutes: number }>;
}

/** Minutes (whole quarter hours, as timesheets record them) in thousandths of an hour. */
export function minutesToMilli(minutes: number): number {
  if (!Number.isSafeInteger(minutes) || minutes % TIMESHEET_MINUTES_STEP !== 0)
    throw new RangeError('Timesheets record hours in quarter hours');
  return (minutes / TIMESHEET_MINUTES_STEP) * 250;
}

/**
 * The hour lines of an invoice for the period (its first and last days, included): per contract,
 * the minutes of its approved days in the period at its rate, amount by `lineAmountMinor`. A
 * contract without hours in the period has no line. The lines' sum is the invoice's subtotal.
 */
export function timesheetLines(period: { start: string; end: string }, contracts: readonly ApprovedHours[]): LineItemDraft[] {
  return contracts.flatMap((contract) => {
    const minutes = contract.days
      .filter((day) => day.day >= period.start && day.day <= period.end)
      .reduce((sum, day) => sum + day.minutes, 0);
    if (minutes === 0) return [];
    const quantityMilli = minutesToMilli(minutes);
    return [
      {
        description: contract.description,
        developerName: contract.developerName,
        periodStart: period.start,
        periodEnd: period.end,
        unit: 'hour' as const,
        quantityMilli,
        rateMinor: contract.rateMinor,
        amountMinor: lineAmountMinor(quantityMilli, contract.rateMinor),
      },
    ];
  });
}
