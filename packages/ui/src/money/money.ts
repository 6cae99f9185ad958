import { numberFormat } from '../number/format-number';

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', EUR: '€', GBP: '£', BTC: '₿' };

// Crypto codes are not ISO 4217, so Intl does not know their minor units.
const NON_ISO_FRACTION_DIGITS: Readonly<Record<string, number>> = { BTC: 8 };
const FIAT_FRACTION_DIGITS = 2;

const AMOUNT_FORMAT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true };

function normaliseCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
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

/** en-US with grouping and exactly 2 decimals; zero, empty or not a number gives ''. */
export function formatAmount(value: number | string | null | undefined): string {
  const number = toNumber(value);
  if (number === null || number === 0) return '';
  return numberFormat(AMOUNT_FORMAT).format(number);
}

/** Currency symbol then amount, e.g. '$1,234.50' or '-€12.00'; '' when the amount is ''. */
export function formatMoney(value: number | string | null | undefined, currency: string): string {
  const number = toNumber(value);
  const amount = formatAmount(number === null ? null : Math.abs(number));
  if (amount === '') return '';
  return `${number !== null && number < 0 ? '-' : ''}${currencySymbol(currency)}${amount}`;
}

/** How many minor units a currency has: 2 for most, 0 for JPY, 3 for KWD, 8 for BTC. */
export function currencyFractionDigits(currency: string): number {
  const code = normaliseCode(currency);
  const nonIso = NON_ISO_FRACTION_DIGITS[code];
  if (nonIso !== undefined) return nonIso;
  // Asked for every amount shown; a number format costs too much to build each time.
  let digits = fractionDigitsByCode.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? FIAT_FRACTION_DIGITS;
    } catch {
      digits = FIAT_FRACTION_DIGITS;
    }
    fractionDigitsByCode.set(code, digits);
  }
  return digits;
}

const fractionDigitsByCode = new Map<string, number>();

/** Formats an integer amount of minor units (cents) as stored and sent by the API. */
export function formatMinorUnits(minor: number, currency: string): string {
  if (!Number.isFinite(minor)) return '';
  return formatMoney(minor / 10 ** currencyFractionDigits(currency), currency);
}
