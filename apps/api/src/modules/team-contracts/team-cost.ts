import type { TeamAmount } from '@portal/api-schema';

/** What a contract costs: its hourly rate in minor units of its currency, and its weekly hours. */
export interface CostedContract {
  rateMinor: number;
  hoursPerWeek: number;
  currency: string;
}

const WEEKS_A_YEAR = 52;
const MONTHS_A_YEAR = 12;

/**
 * The monthly cost of contracts, one entry per currency (alphabetical): rate × hours a week × 52 / 12.
 * Each currency's yearly sum is added up exactly in integers and divided once, rounding half up to
 * a whole minor unit, so that the team's total is not off by the rounding of every member.
 */
export function monthlyCost(contracts: readonly CostedContract[]): TeamAmount[] {
  const yearly = new Map<string, number>();
  for (const contract of contracts) {
    yearly.set(contract.currency, (yearly.get(contract.currency) ?? 0) + contract.rateMinor * contract.hoursPerWeek * WEEKS_A_YEAR);
  }
  return [...yearly.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, minor]) => ({ currency, amount_minor: roundedMonthly(minor) }));
}

/** A yearly amount of whole minor units as a monthly one, rounded half up. */
function roundedMonthly(yearlyMinor: number): number {
  const whole = Math.floor(yearlyMinor / MONTHS_A_YEAR);
  const rest = yearlyMinor - whole * MONTHS_A_YEAR;
  return rest * 2 >= MONTHS_A_YEAR ? whole + 1 : whole;
}
