import { eq, sql } from 'drizzle-orm';
import { type CompanyBusiness, type CompanyDetails, EMPTY_ADDRESS } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import type { CompanyDeps } from './company-deps';
import { changedFields, loadCompanyDetails, lockCompany } from './company-queries';
import { companyBillingContacts, companyProfiles } from './tables';
import { publishChange } from '../../platform/live-events';

/**
 * Saves the Business tab: tax id, billing address (or the company's), billing contacts, default PO
 * number and preferred currency. As for the information, the company's row is locked while its
 * details are read and written: identical concurrent saves change them once, audited once.
 */
export async function updateCompanyBusiness(
  deps: Pick<CompanyDeps, 'db'>,
  input: { actor: CompanyActor; business: CompanyBusiness },
): Promise<CompanyDetails> {
  const { actor } = input;
  const { companyId } = actor;
  // A billing address of its own is kept only when it is not the company's.
  const business = { ...input.business, billing_address: input.business.billing_address_same ? EMPTY_ADDRESS : input.business.billing_address };
  return deps.db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const before = await loadCompanyDetails(tx, companyId);
    const fields = changedFields(before.business, business);
    if (fields.length === 0) return before;

    const address = business.billing_address;
    const profile = {
      taxId: business.tax_id,
      billingAddressSame: business.billing_address_same,
      billingAddressLine1: address.line1,
      billingAddressLine2: address.line2,
      billingCity: address.city,
      billingRegion: address.region,
      billingPostalCode: address.postal_code,
      billingCountry: address.country,
      defaultPoNumber: business.default_po_number,
      preferredCurrency: business.preferred_currency,
      updatedAt: sql`now()`,
      updatedBy: actor.userId,
    };
    await tx
      .insert(companyProfiles)
      .values({ companyId, ...profile })
      .onConflictDoUpdate({ target: companyProfiles.companyId, set: profile });
    if (fields.includes('billing_contacts')) {
      await tx.delete(companyBillingContacts).where(eq(companyBillingContacts.companyId, companyId));
      if (business.billing_contacts.length > 0) {
        await tx
          .insert(companyBillingContacts)
          .values(business.billing_contacts.map((contact, position) => ({ companyId, name: contact.name, email: contact.email, position })));
      }
    }
    await recordAudit(tx, {
      action: 'company.updated',
      companyId,
      actorUserId: actor.userId,
      subjectType: 'company',
      subjectId: companyId,
      ip: actor.ip,
      metadata: { section: 'business', fields },
    });
    await publishChange(tx, { companyId, kind: 'company', id: companyId });
    return loadCompanyDetails(tx, companyId);
  });
}
