import { eq } from 'drizzle-orm';
import type { CompanyDetails, CompanyInformation } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { companies } from './tables';
import { saveCompanySection } from './company-changes';
import type { CompanyDeps } from './company-deps';

/**
 * Saves the Information tab: legal and display name, website, size, industry, address and time zone
 * (kept as it is when the request leaves it out). The
 * company's row is locked while its details are read and written, so of identical concurrent
 * saves one changes them and is audited (naming the fields it changed); the others find nothing
 * left to change.
 */
export async function updateCompanyInformation(
  deps: CompanyDeps,
  input: { actor: CompanyActor; information: CompanyInformation },
): Promise<CompanyDetails> {
  const { actor, information } = input;
  const { companyId } = actor;
  const { address } = information;
  let renamed = false;
  const details = await saveCompanySection(deps.db, actor, {
    name: 'information',
    value: information,
    profile: {
      legalName: information.legal_name,
      website: information.website,
      industry: information.industry,
      addressLine1: address.line1,
      addressLine2: address.line2,
      city: address.city,
      region: address.region,
      postalCode: address.postal_code,
      country: address.country,
    },
    alsoWrite: async (tx, { before }) => {
      renamed = before.information.name !== information.name;
      await tx
        .update(companies)
        .set({ name: information.name, size: information.size, ...(information.time_zone ? { timeZone: information.time_zone } : {}) })
        .where(eq(companies.id, companyId));
    },
  });
  // The signed-in user carries the company's name: the editor sees the new one at once.
  if (renamed) deps.sessionCache.forgetUser(actor.userId);
  return details;
}
