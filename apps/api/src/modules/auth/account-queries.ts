import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { users } from '../company-users/tables';

/** The account of an e-mail address (stored in lower case), or null. */
export async function findAccountByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}
