// My Company: the choices, limits and messages of the company's details, logo and vendor
// connections, shared by the API and the portal (no zod here: see ./company.ts for the shapes).

/** Industries a company can choose from; the labels are what the portal shows. */
export const INDUSTRIES = [
  'software',
  'fintech',
  'ecommerce',
  'retail',
  'healthcare',
  'biotech',
  'education',
  'media',
  'marketing',
  'gaming',
  'telecommunications',
  'manufacturing',
  'robotics',
  'automotive',
  'energy',
  'logistics',
  'travel',
  'real_estate',
  'construction',
  'agriculture',
  'professional_services',
  'government',
  'nonprofit',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_LABELS: Record<Industry, string> = {
  software: 'Software and SaaS',
  fintech: 'Financial services and fintech',
  ecommerce: 'E-commerce',
  retail: 'Retail and consumer goods',
  healthcare: 'Healthcare',
  biotech: 'Biotech and pharma',
  education: 'Education',
  media: 'Media and entertainment',
  marketing: 'Marketing and advertising',
  gaming: 'Gaming',
  telecommunications: 'Telecommunications',
  manufacturing: 'Manufacturing',
  robotics: 'Robotics and hardware',
  automotive: 'Automotive and mobility',
  energy: 'Energy and utilities',
  logistics: 'Logistics and transport',
  travel: 'Travel and hospitality',
  real_estate: 'Real estate',
  construction: 'Construction',
  agriculture: 'Agriculture and food',
  professional_services: 'Professional services',
  government: 'Government and public sector',
  nonprofit: 'Non-profit',
  other: 'Other',
};

/** ISO 3166-1 alpha-2 country codes; the portal names them with `Intl.DisplayNames`. */
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Currencies a company may prefer to be invoiced in. */
export const PREFERRED_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'SGD', 'JPY'] as const;
export type PreferredCurrency = (typeof PREFERRED_CURRENCIES)[number];

export const COMPANY_LIMITS = {
  legalNameMaxLength: 200,
  /** The name everyone sees (`companies.name`), as long as the onboarding wizard allows. */
  displayNameMaxLength: 120,
  websiteMaxLength: 2000,
  addressLineMaxLength: 200,
  cityMaxLength: 100,
  regionMaxLength: 100,
  postalCodeMaxLength: 16,
  taxIdMaxLength: 32,
  poNumberMaxLength: 64,
  contactNameMaxLength: 120,
  billingContactsMax: 10,
  logoMaxBytes: 1024 * 1024,
} as const;

/** Postal codes: letters, digits, spaces and dashes (every country's format fits). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/** Tax and VAT ids: letters and digits, optionally grouped by spaces, dots, dashes or slashes. */
export const TAX_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
/** Purchase order numbers: letters, digits and the usual separators. */
export const PO_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./#_-]*$/;

/** The image types a logo may be, as recognised by their first bytes (never by the declared type). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const COMPANY_MESSAGES = {
  logoEmpty: 'The file is empty. Choose a PNG, JPEG or WebP image.',
  logoTooLarge: 'The logo must be 1 MB or smaller.',
  logoSvg: 'SVG images are not accepted, as they can carry scripts. Upload a PNG, JPEG or WebP image.',
  logoUnknownType: 'The logo must be a PNG, JPEG or WebP image.',
  noLogo: 'Your company has no logo yet.',
  websiteInvalid: 'Enter a web address that starts with https://, like https://example.com.',
  billingContactDuplicate: 'This e-mail address is already in the list.',
  billingContactsTooMany: `Add at most ${COMPANY_LIMITS.billingContactsMax} billing contacts.`,
} as const;

/** A vendor connection's status. */
export const CONNECTION_STATUSES = ['connected', 'pending', 'ended'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_STATUS_LABELS: Record<ConnectionStatus, string> = {
  connected: 'Connected',
  pending: 'Pending',
  ended: 'Ended',
};

/** Invoices still to pay: the "open invoices" a connection counts, and the statuses its link filters by. */
export const OPEN_INVOICE_STATUSES = ['open', 'overdue', 'ach_verification_pending'] as const;

/** The 409 of ending a connection that still has contracts in force. */
export function connectionHasContractsMessage(vendorName: string, contracts: number): string {
  const counted = contracts === 1 ? '1 contract' : `${contracts} contracts`;
  return `The connection with ${vendorName} cannot end while ${counted} with them ${contracts === 1 ? 'is' : 'are'} signed, active or under notice. End or cancel ${contracts === 1 ? 'it' : 'them'} first.`;
}
