import type { InvitationPage, invitationListQuerySchema } from '@portal/api-schema';
import type { z } from 'zod';
import type { CompanyActor } from '../../platform/access/caller';
import { countInvitations, invitationPage } from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';

/** One keyset page of the company's invitations that wait for an answer (pending or expired), newest first. */
export async function listInvitations(
  deps: Pick<InvitationsDeps, 'db'>,
  input: { actor: CompanyActor; query: z.output<typeof invitationListQuerySchema> },
): Promise<InvitationPage> {
  const { companyId } = input.actor;
  const { status, q, limit, cursor } = input.query;
  const filters = { status, q };
  const [page, total] = await Promise.all([
    invitationPage(deps.db, companyId, filters, { limit, cursor }),
    countInvitations(deps.db, companyId, filters),
  ]);
  return { ...page, total };
}
