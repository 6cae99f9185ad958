import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import type { Database } from '../../platform/database/database';
import type { HiringDeps } from './hiring-deps';
import { enqueueIntroCallChangeEmails } from './intro-call-change-email';
import type { MeetingRow, SpecialistRow } from './tables';

/**
 * What follows a moved or canceled intro call, in the transaction that changed it: the e-mails that
 * update its invitation, and the activity log entry (with the live change) naming the call's
 * purpose, proposal and time, and for a move the time it had.
 */
export async function recordIntroCallChange(
  tx: Database,
  deps: Pick<HiringDeps, 'scheduler'>,
  input: {
    actor: CompanyActor;
    kind: 'rescheduled' | 'canceled';
    /** The call as it was before the change, and as the change left it. */
    was: MeetingRow;
    is: MeetingRow;
    specialist: SpecialistRow;
  },
): Promise<void> {
  const { actor, was, is } = input;
  await enqueueIntroCallChangeEmails(tx, {
    meeting: is,
    specialist: input.specialist,
    changedBy: actor.userId,
    change:
      input.kind === 'rescheduled' ? { kind: 'rescheduled', fromStartsAt: was.startsAt, fromEndsAt: was.endsAt } : { kind: 'canceled' },
  });
  await recordChange(tx, {
    action: `meeting.${input.kind}`,
    companyId: actor.companyId,
    subject: { kind: 'interview', id: was.id },
    by: actor,
    metadata: {
      purpose: was.purpose,
      proposal_id: was.proposalId,
      ...(input.kind === 'rescheduled' ? { from: was.startsAt.toISOString() } : {}),
      starts_at: is.startsAt.toISOString(),
      scheduler: deps.scheduler.name,
    },
  });
}
