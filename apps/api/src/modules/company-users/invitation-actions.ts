import { and, arrayContained, asc, count, eq, gt, isNull, lte } from 'drizzle-orm';
import { INVITATION_EXPIRING_DAYS } from '@portal/api-schema';
import type { ActionSource } from '../../platform/dashboard';
import type { InvitationsDeps } from './invitations-deps';
import { invitations } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Invitations nobody answered yet that expire within INVITATION_EXPIRING_DAYS, the soonest first:
 * whoever may resend or withdraw them (account_editor) does it on the users page's invitations tab.
 * Only those whose roles the editor all holds (mayManageRoles of @portal/api-schema): the others'
 * Resend and Withdraw would be refused, so they are neither listed nor counted.
 */
export function invitationsExpiring(deps: Pick<InvitationsDeps, 'db'>): ActionSource {
  return {
    kind: 'invitation_expiring',
    role: 'account_editor',
    async collect({ actor, roles, limit, now }) {
      const where = and(
        eq(invitations.companyId, actor.companyId),
        arrayContained(invitations.roles, [...roles]),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
        lte(invitations.expiresAt, new Date(now.getTime() + INVITATION_EXPIRING_DAYS * DAY_MS)),
      );
      const [[counted], rows] = await Promise.all([
        deps.db.select({ total: count() }).from(invitations).where(where),
        deps.db
          .select({
            id: invitations.id,
            email: invitations.email,
            firstName: invitations.firstName,
            lastName: invitations.lastName,
            expiresAt: invitations.expiresAt,
          })
          .from(invitations)
          .where(where)
          .orderBy(asc(invitations.expiresAt), asc(invitations.id))
          .limit(limit),
      ]);
      return {
        label: 'Invitations about to expire',
        count: Number(counted?.total ?? 0),
        items: rows.map((row) => ({
          id: row.id,
          title: `${row.firstName} ${row.lastName}`.trim(),
          detail: row.email,
          href: '/users/invites',
          due_on: row.expiresAt.toISOString().slice(0, 10),
          overdue: false,
          amount: null,
        })),
        list_href: '/users/invites',
      };
    },
  };
}
