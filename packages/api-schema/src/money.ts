// Amounts travel as integer minor units with their currency; these are the one rule for how many
// minor units make a major one, for the API's e-mails, files and PDFs and the portal's screens.

// BTC is not in ISO 4217, so Intl does not know its minor unit (the satoshi).
const NON_ISO_FRACTION_DIGITS: Readonly<Record<string, number>> = { BTC: 8 };
const UNKNOWN_FRACTION_DIGITS = 2;

const fractionDigitsByCode = new Map<string, number>();

/** How many digits a currency's minor unit has: 2 for most, 0 for JPY, 3 for KWD, 8 for BTC, 2 for a code Intl does not know. */
export function currencyFractionDigits(currency: string): number {
  const code = currency.trim().toUpperCase();
  const nonIso = NON_ISO_FRACTION_DIGITS[code];
  if (nonIso !== undefined) return nonIso;
  // Asked for every amount shown; a number format costs too much to build each time.
  let digits = fractionDigitsByCode.get(code);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ??
        UNKNOWN_FRACTION_DIGITS;
    } catch {
      digits = UNKNOWN_FRACTION_DIGITS;
    }
    fractionDigitsByCode.set(code, digits);
  }
  return digits;
}

/** Minor units as a number of major units: 123456 USD is 1234.56, 5000 JPY is 5000. */
export function minorToMajor(minor: number, currency: string): number {
  return minor / 10 ** currencyFractionDigits(currency);
}

/** Minor units as a plain decimal without grouping ('1234.50', '-0.05', '5000' for JPY), exact for any integer. */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyFractionDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  if (digits === 0) return `${sign}${absolute}`;
  const scale = 10 ** digits;
  const whole = Math.floor(absolute / scale);
  const fraction = String(absolute % scale).padStart(digits, '0');
  return `${sign}${whole}.${fraction}`;
}

/** Minor units grouped by thousands with the code after them ('1,234.56 USD', '5,000 JPY'): for PDFs, whose standard fonts lack most currency signs. */
export function moneyWithCode(minor: number, currency: string): string {
  const [whole = '0', fraction] = minorToDecimal(minor, currency).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`} ${currency}`;
}
