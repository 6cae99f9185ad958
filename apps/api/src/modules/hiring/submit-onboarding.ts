import { eq } from 'drizzle-orm';
import {
  HIRING_NEED_LABELS,
  HIRING_TIMELINE_LABELS,
  type HiringNeed,
  type HiringTimeline,
  type OnboardingInput,
  type OnboardingResult,
  SENIORITY_LABELS,
  type Seniority,
} from '@portal/api-schema';
import type { Actor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { forbidden, HttpError, notFound } from '../../platform/http/errors';
import { createCompanyOfUser } from '../company-users';
import { users } from '../company-users/tables';
import { createRfp } from './create-rfp';
import type { HiringDeps } from './hiring-deps';
import { rfpSummary } from './rfp-queries';
import { wizardDrafts } from './tables';

export const COMPANY_ALREADY_SET_UP_MESSAGE = 'Your company is already set up.';

/** A specific expertise is usually a part-time engagement; everything else starts full time. */
const HOURS_PER_WEEK: Record<HiringNeed, number> = {
  new_product: 40,
  extend_team: 40,
  specific_expertise: 20,
  replace_contractor: 40,
};

const START_IN_DAYS: Record<HiringTimeline, number | null> = {
  immediately: 0,
  within_2_weeks: 14,
  within_a_month: 30,
  later: null,
};

/** 'Senior React developer'. */
function firstRequestTitle(seniority: Seniority, skills: readonly string[]): string {
  const skill = skills.map((name) => name.trim()).find(Boolean);
  return skill ? `${SENIORITY_LABELS[seniority]} ${skill} developer` : `${SENIORITY_LABELS[seniority]} developer`;
}

function startDateFor(timeline: HiringTimeline, now: Date): string | null {
  const days = START_IN_DAYS[timeline];
  if (days === null) return null;
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The wizard's answers: the new customer's company and first request. The user's row is locked, so
 * of concurrent submissions one sets the company up and the others are told it already is.
 */
export async function submitOnboarding(
  deps: Pick<HiringDeps, 'db' | 'sessionCache'>,
  request: { actor: Actor; input: OnboardingInput; now?: Date },
): Promise<OnboardingResult> {
  const { input, actor } = request;
  const now = request.now ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, type: users.type, companyId: users.companyId })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('update');
    if (!user) throw notFound();
    if (user.companyId) throw new HttpError(409, COMPANY_ALREADY_SET_UP_MESSAGE);
    if (user.type !== 'SandboxUser') throw forbidden();

    const company = await createCompanyOfUser(tx, { userId: user.id, name: input.company.name, size: input.company.size });

    const rfp = await createRfp(
      { db: tx },
      {
        companyId: company.id,
        createdBy: user.id,
        source: 'onboarding',
        title: firstRequestTitle(input.seniority, input.skills),
        skills: input.skills,
        seniority: input.seniority,
        hoursPerWeek: HOURS_PER_WEEK[input.need],
        hourlyBudget: input.hourly_budget,
        startDate: startDateFor(input.timeline, now),
        description: HIRING_NEED_LABELS[input.need],
        notes: `Start: ${HIRING_TIMELINE_LABELS[input.timeline]}`,
      },
    );

    await recordAudit(tx, {
      action: 'company.onboarded',
      companyId: company.id,
      actorUserId: user.id,
      subjectType: 'company',
      subjectId: company.id,
      ip: actor.ip,
      metadata: { size: input.company.size, need: input.need, timeline: input.timeline, rfp_id: rfp.id },
    });
    // Submitted: no browser is to continue the wizard any more.
    await tx.delete(wizardDrafts).where(eq(wizardDrafts.userId, user.id));
    return { company: { id: company.id, name: company.name }, rfp: rfpSummary(rfp) };
  });
  // The cached session still says the user has no company.
  deps.sessionCache.forgetUser(actor.userId);
  return result;
}
