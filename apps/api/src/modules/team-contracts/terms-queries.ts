import { desc, lte } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { serviceContractTerms, type ServiceContractTermsRow } from './tables';

/**
 * The versions of the Standard Service Contract Terms published by `today` (an ISO day), newest
 * first: the first is the current one, which new contracts are offered under. A version dated
 * later is not published yet and is not shown.
 */
export async function publishedTerms(db: Database, today: string): Promise<ServiceContractTermsRow[]> {
  return db
    .select()
    .from(serviceContractTerms)
    .where(lte(serviceContractTerms.publishedOn, today))
    .orderBy(desc(serviceContractTerms.publishedOn), desc(serviceContractTerms.createdAt), desc(serviceContractTerms.version));
}
