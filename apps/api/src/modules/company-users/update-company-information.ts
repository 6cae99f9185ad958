import { eq, sql } from 'drizzle-orm';
import type { CompanyDetails, CompanyInformation } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { companies, companyProfiles } from './tables';
import type { CompanyDeps } from './company-deps';
import { changedFields, loadCompanyDetails, lockCompany } from './company-queries';
import { publishChange } from '../../platform/live-events';

/**
 * Saves the Information tab: legal and display name, website, size, industry and address. The
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
  let renamed = false;
  const details = await deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const before = await loadCompanyDetails(tx, companyId);
    const fields = changedFields(before.information, information);
    if (fields.length === 0) return before;

    renamed = before.information.name !== information.name;
    await tx.update(companies).set({ name: information.name, size: information.size }).where(eq(companies.id, companyId));
    const { address } = information;
    const profile = {
      legalName: information.legal_name,
      website: information.website,
      industry: information.industry,
      addressLine1: address.line1,
      addressLine2: address.line2,
      city: address.city,
      region: address.region,
      postalCode: address.postal_code,
      country: address.country,
      updatedAt: sql`now()`,
      updatedBy: actor.userId,
    };
    await tx
      .insert(companyProfiles)
      .values({ companyId, ...profile })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: profile });
    await recordAudit(tx, {
      action: 'company.updated',
      companyId,
      actorUserId: actor.userId,
      subjectType: 'company',
      subjectId: companyId,
      ip: actor.ip,
      metadata: { section: 'information', fields },
    });
    await publishChange(tx, { companyId, kind: 'company', id: companyId });
    return loadCompanyDetails(tx, companyId);
  });
  // The signed-in user carries the company's name: the editor sees the new one at once.
  if (renamed) deps.sessionCache.forgetUser(actor.userId);
  return details;
}
