import { asc, eq } from 'drizzle-orm';
import type { BillingContact } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { companyBillingContacts } from './tables';

/** Who receives the company's invoice and receipt e-mails besides the payer, in the company's order. */
export function billingContactsOf(db: Database, companyId: string): Promise<BillingContact[]> {
  return db
    .select({ name: companyBillingContacts.name, email: companyBillingContacts.email })
    .from(companyBillingContacts)
    .where(eq(companyBillingContacts.companyId, companyId))
    .orderBy(asc(companyBillingContacts.position), asc(companyBillingContacts.id));
}
