import type { Invitation } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import { loadInvitationView } from './invitation-queries';
import type { InvitationsDeps } from './invitations-deps';

/** One invitation of the actor's company; a withdrawn one, or another company's, is as unknown as a missing one. */
export async function getInvitation(
  deps: Pick<InvitationsDeps, 'db'>,
  input: { actor: CompanyActor; invitationId: string },
): Promise<Invitation> {
  const view = await loadInvitationView(deps.db, input.actor.companyId, input.invitationId);
  if (!view) throw notFound();
  return view;
}
