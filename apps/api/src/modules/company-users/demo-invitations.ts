import { sql } from 'drizzle-orm';
import { generateToken, hashToken } from '../../platform/access/tokens';
import type { Database } from '../../platform/database/database';
import { invitations } from './tables';

/** Fixed ids, so that seeding twice changes nothing and tests can refer to them. */
export const DEMO_INVITATION_IDS = {
  acmePending: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a3001',
  acmeExpired: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a3002',
} as const;

/**
 * Acme's invitations: one waiting for an answer (sent two days ago) and one whose link expired
 * (sent ten days ago), both from Acme's admin. Nobody knows their links' tokens: the demo shows
 * them in the list; Resend e-mails a working link to the dev mailbox.
 */
export async function seedInvitationsDemoData(db: Database, ids: { acmeId: string; acmeAdminId: string }): Promise<void> {
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  await db
    .insert(invitations)
    .values([
      {
        id: DEMO_INVITATION_IDS.acmePending,
        companyId: ids.acmeId,
        email: 'priya.natarajan@acme.test',
        firstName: 'Priya',
        lastName: 'Natarajan',
        roles: ['invoices', 'contracts', 'my_company'],
        tokenHash: hashToken(generateToken()),
        invitedBy: ids.acmeAdminId,
        createdAt: daysAgo(2),
        updatedAt: daysAgo(2),
        sentAt: daysAgo(2),
        expiresAt: sql`now() + make_interval(days => 5)`,
      },
      {
        id: DEMO_INVITATION_IDS.acmeExpired,
        companyId: ids.acmeId,
        email: 'marco.bianchi@acme.test',
        firstName: 'Marco',
        lastName: 'Bianchi',
        roles: ['proposals', 'my_company'],
        tokenHash: hashToken(generateToken()),
        invitedBy: ids.acmeAdminId,
        createdAt: daysAgo(10),
        updatedAt: daysAgo(10),
        sentAt: daysAgo(10),
        expiresAt: daysAgo(3),
      },
    ])
    .onConflictDoNothing();
}
