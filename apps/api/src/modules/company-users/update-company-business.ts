import { eq } from 'drizzle-orm';
import { type CompanyBusiness, type CompanyDetails, EMPTY_ADDRESS } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { saveCompanySection } from './company-changes';
import type { CompanyDeps } from './company-deps';
import { companyBillingContacts } from './tables';

/**
 * Saves the Business tab: tax id, billing address (or the company's), billing contacts, default PO
 * number and cost centre, and preferred currency. As for the information, the company's row is locked while its
 * details are read and written: identical concurrent saves change them once, audited once.
 */
export async function updateCompanyBusiness(
  deps: Pick<CompanyDeps, 'db'>,
  input: { actor: CompanyActor; business: CompanyBusiness },
): Promise<CompanyDetails> {
  const { actor } = input;
  const { companyId } = actor;
  // A billing address of its own is kept only when it is not the company's.
  const business = {
    ...input.business,
    billing_address: input.business.billing_address_same ? EMPTY_ADDRESS : input.business.billing_address,
  };
  const address = business.billing_address;
  return saveCompanySection(deps.db, actor, {
    name: 'business',
    value: business,
    profile: {
      taxId: business.tax_id,
      billingAddressSame: business.billing_address_same,
      billingAddressLine1: address.line1,
      billingAddressLine2: address.line2,
      billingCity: address.city,
      billingRegion: address.region,
      billingPostalCode: address.postal_code,
      billingCountry: address.country,
      defaultPoNumber: business.default_po_number,
      defaultCostCentre: business.default_cost_centre,
      preferredCurrency: business.preferred_currency,
    },
    alsoWrite: async (tx, { fields }) => {
      if (!fields.includes('billing_contacts')) return;
      await tx.delete(companyBillingContacts).where(eq(companyBillingContacts.companyId, companyId));
      if (business.billing_contacts.length > 0) {
        await tx
          .insert(companyBillingContacts)
          .values(
            business.billing_contacts.map((contact, position) => ({ companyId, name: contact.name, email: contact.email, position })),
          );
      }
    },
  });
}
