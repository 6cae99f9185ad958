import { COUNTRY_CODES, type CountryCode } from '@portal/api-schema/constants';

let regionNames: Intl.DisplayNames | null | undefined;

/** The country's English name (the browser knows them all), or its code where it does not. */
export function countryName(code: CountryCode): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames?.of(code) ?? code;
}

/** Every country, by name, for the country pickers. */
export function countriesByName(): Array<{ code: CountryCode; name: string }> {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
