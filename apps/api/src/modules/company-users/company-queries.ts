import { asc, eq } from 'drizzle-orm';
import { type Address, API_PATHS, type CompanyDetails, type CompanySize, COMPANY_SIZES } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { notFound } from '../../platform/http/errors';
import { companies, companyBillingContacts, companyLogos, type CompanyProfileRow, companyProfiles } from './tables';

// The company's details as the My Company tabs read and write them: the users module's
// `companies` row (display name, size) with this module's profile, billing contacts and logo.

/** The characters of the logo's SHA-256 that version its URL. */
const LOGO_VERSION_LENGTH = 16;

export function logoVersion(sha256: string): string {
  return sha256.slice(0, LOGO_VERSION_LENGTH);
}

function logoUrl(sha256: string): string {
  return `${API_PATHS.companyLogo}?v=${logoVersion(sha256)}`;
}

const knownSize = (size: string | null): CompanySize | null =>
  size !== null && (COMPANY_SIZES as readonly string[]).includes(size) ? (size as CompanySize) : null;

function companyAddress(profile: CompanyProfileRow | null): Address {
  return {
    line1: profile?.addressLine1 ?? '',
    line2: profile?.addressLine2 ?? '',
    city: profile?.city ?? '',
    region: profile?.region ?? '',
    postal_code: profile?.postalCode ?? '',
    country: profile?.country ?? null,
  };
}

function billingAddress(profile: CompanyProfileRow | null): Address {
  return {
    line1: profile?.billingAddressLine1 ?? '',
    line2: profile?.billingAddressLine2 ?? '',
    city: profile?.billingCity ?? '',
    region: profile?.billingRegion ?? '',
    postal_code: profile?.billingPostalCode ?? '',
    country: profile?.billingCountry ?? null,
  };
}

/**
 * Locks the company's row until the transaction ends, so that changes to its details run one at a
 * time: each reads what the previous one wrote. Another company's id is as unknown as a missing one.
 */
export async function lockCompany(tx: Database, companyId: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw notFound();
  return company;
}

/** Everything the My Company tabs show; a company without details yet answers empty ones. */
export async function loadCompanyDetails(db: Database, companyId: string): Promise<CompanyDetails> {
  const [row] = await db
    .select({ company: companies, profile: companyProfiles })
    .from(companies)
    .leftJoin(companyProfiles, eq(companyProfiles.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw notFound();
  const [contacts, [logo]] = await Promise.all([
    db
      .select({ name: companyBillingContacts.name, email: companyBillingContacts.email })
      .from(companyBillingContacts)
      .where(eq(companyBillingContacts.companyId, companyId))
      .orderBy(asc(companyBillingContacts.position), asc(companyBillingContacts.id)),
    db
      .select({
        contentType: companyLogos.contentType,
        sizeBytes: companyLogos.sizeBytes,
        sha256: companyLogos.sha256,
        updatedAt: companyLogos.updatedAt,
      })
      .from(companyLogos)
      .where(eq(companyLogos.companyId, companyId)),
  ]);
  const { company, profile } = row;
  return {
    id: company.id,
    information: {
      legal_name: profile?.legalName ?? '',
      name: company.name,
      website: profile?.website ?? '',
      size: knownSize(company.size),
      industry: profile?.industry ?? null,
      address: companyAddress(profile),
      time_zone: company.timeZone,
    },
    business: {
      tax_id: profile?.taxId ?? '',
      billing_address_same: profile?.billingAddressSame ?? true,
      billing_address: billingAddress(profile),
      billing_contacts: contacts,
      default_po_number: profile?.defaultPoNumber ?? '',
      default_cost_centre: profile?.defaultCostCentre ?? '',
      preferred_currency: profile?.preferredCurrency ?? null,
    },
    logo: logo
      ? {
          url: logoUrl(logo.sha256),
          content_type: logo.contentType,
          size_bytes: logo.sizeBytes,
          updated_at: logo.updatedAt.toISOString(),
        }
      : null,
    updated_at: profile?.updatedAt?.toISOString() ?? null,
  };
}

/** The fields of `before` and `after` that differ, as dotted names ('address.city'); what the audit entry lists. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): string[] {
  const changed: string[] = [];
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const previous = before[key];
    const name = `${prefix}${key}`;
    if (value !== null && typeof value === 'object' && !Array.isArray(value) && previous !== null && typeof previous === 'object') {
      changed.push(...changedFields(previous as Record<string, unknown>, value as Record<string, unknown>, `${name}.`));
    } else if (JSON.stringify(previous) !== JSON.stringify(value)) {
      changed.push(name);
    }
  }
  return changed;
}
