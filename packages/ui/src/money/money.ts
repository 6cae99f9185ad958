import { currencyFractionDigits, minorToMajor } from '@portal/api-schema/constants';
import { numberFormat } from '../number/format-number';

export { currencyFractionDigits, minorToMajor };

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', BTC: '₿' };

// BTC counts in satoshis (8 digits), but its amounts are shown to 2 decimals, like the fiat ones beside them.
const SHOWN_FRACTION_DIGITS: Readonly<Record<string, number>> = { BTC: 2 };
const AMOUNT_FRACTION_DIGITS = 2;

function normaliseCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** The decimals an amount of this currency is shown with: its minor unit's (2 for USD, 0 for JPY, 3 for KWD). */
function shownFractionDigits(currency: string): number {
  const code = normaliseCode(currency);
  return SHOWN_FRACTION_DIGITS[code] ?? currencyFractionDigits(code);
}

/** USD $, EUR €, GBP £, BTC ₿; any other currency has no symbol (''). */
export function currencySymbol(code: string): string {
  return CURRENCY_SYMBOLS[normaliseCode(code)] ?? '';
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function groupedAmount(number: number, fractionDigits: number): string {
  return numberFormat({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits, useGrouping: true }).format(number);
}

/** en-US with grouping and exactly `fractionDigits` decimals (2 by default); zero, empty or not a number gives ''. */
export function formatAmount(value: number | string | null | undefined, fractionDigits = AMOUNT_FRACTION_DIGITS): string {
  const number = toNumber(value);
  if (number === null || number === 0) return '';
  return groupedAmount(number, fractionDigits);
}

export interface MoneyFormatOptions {
  /** Zero as an amount ('$0.00') instead of ''. */
  showZero?: boolean;
}

/**
 * Currency symbol then amount with the currency's decimals, e.g. '$1,234.50', '-€12.00' or
 * '5,000' (JPY); '' for zero (unless `showZero`), empty or not a number.
 */
export function formatMoney(value: number | string | null | undefined, currency: string, options: MoneyFormatOptions = {}): string {
  const number = toNumber(value);
  if (number === null) return '';
  const digits = shownFractionDigits(currency);
  const amount = number === 0 && options.showZero ? groupedAmount(0, digits) : formatAmount(Math.abs(number), digits);
  if (amount === '') return '';
  return `${number < 0 ? '-' : ''}${currencySymbol(currency)}${amount}`;
}

/** Formats an integer amount of minor units (cents, yen, satoshis) as stored and sent by the API. */
export function formatMinorUnits(minor: number, currency: string, options: MoneyFormatOptions = {}): string {
  if (!Number.isFinite(minor)) return '';
  return formatMoney(minorToMajor(minor, currency), currency, options);
}
