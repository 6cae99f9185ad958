import type { Database } from '../../platform/database/database';
import { vendors } from './tables';

/** A new vendor without wire instructions (billing's bulk invoices for tests and benchmarks make one). */
export async function createVendor(db: Database, input: { name: string }): Promise<{ id: string }> {
  const [vendor] = await db.insert(vendors).values({ name: input.name }).returning({ id: vendors.id });
  if (!vendor) throw new Error('No vendor created');
  return vendor;
}
