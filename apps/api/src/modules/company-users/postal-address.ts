import type { CompanyProfileRow } from './tables';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO code, or the code when it has none. */
function countryName(code: string | null): string {
  if (!code) return '';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

interface PostalAddress {
  line1: string | null;
  line2: string | null;
  postalCode: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
}

/** An address as the lines a document prints, the empty ones left out (the contract and invoice documents share it). */
export function postalAddressLines(address: PostalAddress): string[] {
  return [
    address.line1,
    address.line2,
    [address.postalCode, address.city].filter(Boolean).join(' '),
    address.region,
    countryName(address.country),
  ]
    .map((line) => (line ?? '').trim())
    .filter((line) => line !== '');
}

/** Where the company's invoices go: its billing address, or its own address when the billing address is the same. */
export function companyBillingAddressLines(profile: CompanyProfileRow | null): string[] {
  if (!profile) return [];
  if (profile.billingAddressSame) {
    return postalAddressLines({
      line1: profile.addressLine1,
      line2: profile.addressLine2,
      postalCode: profile.postalCode,
      city: profile.city,
      region: profile.region,
      country: profile.country,
    });
  }
  return postalAddressLines({
    line1: profile.billingAddressLine1,
    line2: profile.billingAddressLine2,
    postalCode: profile.billingPostalCode,
    city: profile.billingCity,
    region: profile.billingRegion,
    country: profile.billingCountry,
  });
}
