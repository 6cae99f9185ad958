import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../auth/sign-in-constants';
import {
  COMPANY_LIMITS as LIMITS,
  COMPANY_MESSAGES,
  CONNECTION_STATUSES,
  COUNTRY_CODES,
  INDUSTRIES,
  LOGO_CONTENT_TYPES,
  POSTAL_CODE_PATTERN,
  PREFERRED_CURRENCIES,
  TAX_ID_PATTERN,
} from './company-constants';
import { pageLimitSchema } from '../envelope';
import { invoiceReferenceSchema } from '../invoice-references';
import { COMPANY_SIZES } from '../hiring/constants';
import { text } from '../text';
import { idSchema } from '../user';
import { isKnownTimeZone, USER_MESSAGES } from './users-constants';

// My Company: the company's information, business details, logo and vendor connections.
// Free text that may be left empty is '' (never null), so that a form's values and the API's are
// the same; choices that may be left unset are null.

/** Optional free text: trimmed, '' when not given. */
const optionalText = (max: number, tooLong: string) => text().trim().max(max, tooLong);

/**
 * Optional text of a fixed alphabet: '' or a value matching `pattern` (a pattern the OpenAPI
 * document shows, so that clients and the XSS suite know what passes).
 */
const optionalCode = (max: number, pattern: RegExp, invalid: string) =>
  text()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .regex(new RegExp(`^(?:${pattern.source.replace(/^\^|\$$/g, '')})?$`), invalid);

/** An https address with a host name, as people type it in a browser (trimmed); '' when not given. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const website = text()
  .trim()
  .max(LIMITS.websiteMaxLength, `Use at most ${LIMITS.websiteMaxLength} characters.`)
  .refine((value) => value === '' || isHttpsUrl(value), COMPANY_MESSAGES.websiteInvalid);

/** A postal address's parts, each '' when not given (see requireAddress for when they must be). */
const addressSchema = z.object({
  line1: optionalText(LIMITS.addressLineMaxLength, `Use at most ${LIMITS.addressLineMaxLength} characters.`),
  line2: optionalText(LIMITS.addressLineMaxLength, `Use at most ${LIMITS.addressLineMaxLength} characters.`),
  city: optionalText(LIMITS.cityMaxLength, `Use at most ${LIMITS.cityMaxLength} characters.`),
  region: optionalText(LIMITS.regionMaxLength, `Use at most ${LIMITS.regionMaxLength} characters.`),
  postal_code: optionalCode(LIMITS.postalCodeMaxLength, POSTAL_CODE_PATTERN, 'Use letters, digits, spaces and dashes only.'),
  country: z.enum(COUNTRY_CODES, 'Choose a country from the list.').nullable(),
});
export type Address = z.output<typeof addressSchema>;

export const EMPTY_ADDRESS: Address = { line1: '', line2: '', city: '', region: '', postal_code: '', country: null };

function isAddressStarted(address: Address): boolean {
  return Boolean(address.line1 || address.line2 || address.city || address.region || address.postal_code || address.country);
}

/**
 * An address at `path` needs its street, city and country once any part of it is given (or
 * always, when `required`): one message per missing field.
 */
function requireAddress(address: Address, context: z.RefinementCtx, path: string, required: boolean): void {
  if (!required && !isAddressStarted(address)) return;
  if (!address.line1) context.addIssue({ code: 'custom', path: [path, 'line1'], message: 'Enter the street address.' });
  if (!address.city) context.addIssue({ code: 'custom', path: [path, 'city'], message: 'Enter the city.' });
  if (!address.country) context.addIssue({ code: 'custom', path: [path, 'country'], message: 'Choose the country.' });
}

/** PUT /api/client-cabinet/company/information: the Information tab. */
export const companyInformationInputSchema = z
  .object({
    legal_name: text()
      .trim()
      .min(1, 'Enter the legal name.')
      .max(LIMITS.legalNameMaxLength, `Use at most ${LIMITS.legalNameMaxLength} characters.`),
    /** The name everyone sees: in the header, on invoices and to vendors. */
    name: text()
      .trim()
      .min(1, 'Enter the display name.')
      .max(LIMITS.displayNameMaxLength, `Use at most ${LIMITS.displayNameMaxLength} characters.`),
    website,
    size: z.enum(COMPANY_SIZES, 'Choose a size from the list.').nullable(),
    industry: z.enum(INDUSTRIES, 'Choose an industry from the list.').nullable(),
    address: addressSchema,
    /**
     * The IANA zone the company's weeks and business days are counted in (timesheets and their
     * automatic approval). Left out, it stays as it is: clients that predate it still save the tab.
     */
    time_zone: text()
      .max(64, USER_MESSAGES.timeZoneUnknown)
      .refine((value) => isKnownTimeZone(value), USER_MESSAGES.timeZoneUnknown)
      .optional(),
  })
  .superRefine((information, context) => requireAddress(information.address, context, 'address', false));
export type CompanyInformationInput = z.input<typeof companyInformationInputSchema>;
export type CompanyInformation = z.output<typeof companyInformationInputSchema>;

const contactEmail = text()
  .trim()
  .min(1, 'Enter the e-mail address.')
  .max(EMAIL_MAX_LENGTH, `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email({ pattern: EMAIL_PATTERN, message: 'Enter a valid e-mail address.' }))
  .transform((value) => value.toLowerCase());

/** Someone who receives the company's invoice and receipt e-mails. */
const billingContactSchema = z.object({
  name: text().trim().min(1, 'Enter the name.').max(LIMITS.contactNameMaxLength, `Use at most ${LIMITS.contactNameMaxLength} characters.`),
  email: contactEmail,
});
export type BillingContact = z.output<typeof billingContactSchema>;

/** PUT /api/client-cabinet/company/business: the Business tab. */
export const companyBusinessInputSchema = z
  .object({
    tax_id: optionalCode(
      LIMITS.taxIdMaxLength,
      TAX_ID_PATTERN,
      'Use letters and digits, optionally grouped by spaces, dots, dashes or slashes.',
    ),
    /** The invoices' billing address is the company's address. */
    billing_address_same: z.boolean('Say whether the billing address is the company address.'),
    /** Used only when billing_address_same is false; stored empty otherwise. */
    billing_address: addressSchema,
    billing_contacts: z.array(billingContactSchema).max(LIMITS.billingContactsMax, COMPANY_MESSAGES.billingContactsTooMany),
    /** Put on the company's invoices unless an invoice names its own. */
    default_po_number: invoiceReferenceSchema,
    default_cost_centre: invoiceReferenceSchema,
    preferred_currency: z.enum(PREFERRED_CURRENCIES, 'Choose a currency from the list.').nullable(),
  })
  .superRefine((business, context) => {
    // A billing address of its own is needed only when it is not the company address.
    if (!business.billing_address_same) requireAddress(business.billing_address, context, 'billing_address', true);
    const seen = new Set<string>();
    business.billing_contacts.forEach((contact, index) => {
      if (seen.has(contact.email)) {
        context.addIssue({ code: 'custom', path: ['billing_contacts', index, 'email'], message: COMPANY_MESSAGES.billingContactDuplicate });
      }
      seen.add(contact.email);
    });
  });
export type CompanyBusinessInput = z.input<typeof companyBusinessInputSchema>;
export type CompanyBusiness = z.output<typeof companyBusinessInputSchema>;

/** The logo as the details describe it; its image is at `url` (signed-in users of the company). */
const companyLogoSchema = z.object({
  /** The API path of the image, with a version so that a changed logo is fetched anew. */
  url: text(),
  content_type: z.enum(LOGO_CONTENT_TYPES),
  size_bytes: z.number().int().positive(),
  updated_at: z.iso.datetime(),
});

/** GET /api/client-cabinet/company: everything the My Company tabs show. */
export const companyDetailsSchema = z.object({
  id: idSchema,
  information: z.object({
    legal_name: text(),
    name: text(),
    website: text(),
    size: z.enum(COMPANY_SIZES).nullable(),
    industry: z.enum(INDUSTRIES).nullable(),
    address: addressSchema,
    time_zone: text(),
  }),
  business: z.object({
    tax_id: text(),
    billing_address_same: z.boolean(),
    billing_address: addressSchema,
    billing_contacts: z.array(z.object({ name: text(), email: text() })),
    default_po_number: text(),
    default_cost_centre: text(),
    preferred_currency: z.enum(PREFERRED_CURRENCIES).nullable(),
  }),
  logo: companyLogoSchema.nullable(),
  /** When the details last changed, null if never. */
  updated_at: z.iso.datetime().nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/**
 * PUT /api/client-cabinet/company/logo: the body is the image's bytes (described as a binary string
 * for OpenAPI). Any body passes here: the API decides by the bytes, never by the declared type.
 */
export const companyLogoUploadSchema = z
  .any()
  .meta({ type: 'string', format: 'binary', description: 'A PNG, JPEG or WebP image of at most 1 MB.' });

/** GET /api/client-cabinet/company/logo: `?v=` is the version the details name (long caching when it matches). */
export const companyLogoQuerySchema = z.object({ v: text().max(64).optional() });

/** GET /api/client-cabinet/company/connections: filters and keyset page. */
export const connectionListQuerySchema = z.object({
  status: z
    .union([z.enum(CONNECTION_STATUSES), z.array(z.enum(CONNECTION_STATUSES))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  limit: pageLimitSchema,
  cursor: text().max(300).optional(),
});
export type ConnectionListQuery = z.input<typeof connectionListQuerySchema>;

/** A vendor the company works with. */
export const connectionSchema = z.object({
  id: idSchema,
  vendor: z.object({ id: idSchema, name: text() }),
  status: z.enum(CONNECTION_STATUSES),
  /** Connected (or asked to connect, while pending) on this day. */
  since: z.iso.date(),
  ended_on: z.iso.date().nullable(),
  /** The version of the Standard Service Contract Terms the work runs under. */
  terms_version: text(),
  contact: z.object({ name: text(), email: text() }).nullable(),
  active_contracts: z.number().int().nonnegative(),
  open_invoices: z.number().int().nonnegative(),
  /** Contracts signed, active or under notice: the connection cannot end while there are any. */
  contracts_in_force: z.number().int().nonnegative(),
  can_end: z.boolean(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionPageSchema = z.object({
  items: z.array(connectionSchema),
  next_cursor: text().nullable(),
  total: z.number().int().nonnegative(),
});
export type ConnectionPage = z.infer<typeof connectionPageSchema>;

export const connectionIdParamsSchema = z.object({ id: idSchema });
