import { defaultStatementPeriod } from '@portal/api-schema/constants';
import { type FilterCheck, type FiltersOf, isIsoDate, optionalFilter } from '@portal/ui';

const CURRENCY_CODE = /^[A-Z]{3}$/;
const isCurrencyCode: FilterCheck<string> = (value): value is string => typeof value === 'string' && CURRENCY_CODE.test(value);

/** The statement shown, in the URL: its currency (the company's main one when absent) and its period (this quarter when absent). */
export const statementFiltersSchema = {
  currency: optionalFilter(isCurrencyCode),
  from: optionalFilter(isIsoDate),
  to: optionalFilter(isIsoDate),
};
export type StatementFilters = FiltersOf<typeof statementFiltersSchema>;

/** The viewer's calendar day as ISO text: the default period ends on the viewer's today. */
export function localIsoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The period shown: what the URL says, each end missing taken from this quarter so far. */
export function statementPeriodOf(filters: StatementFilters, today: string): { from: string; to: string } {
  const fallback = defaultStatementPeriod(today);
  return { from: filters.from ?? fallback.from, to: filters.to ?? fallback.to };
}
