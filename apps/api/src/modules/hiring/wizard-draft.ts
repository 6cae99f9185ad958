import { eq } from 'drizzle-orm';
import type { WizardDraft, WizardDraftInput } from '@portal/api-schema';
import type { Actor } from '../../platform/access/caller';
import { HttpError, notFound } from '../../platform/http/errors';
import { users } from '../company-users/tables';
import type { HiringDeps } from './hiring-deps';
import { COMPANY_ALREADY_SET_UP_MESSAGE } from './submit-onboarding';
import { wizardDrafts } from './tables';

/** The caller's own draft of the onboarding wizard, or null when there is none. */
export async function getWizardDraft(deps: Pick<HiringDeps, 'db'>, input: { actor: Actor }): Promise<WizardDraft | null> {
  const [row] = await deps.db
    .select({ step: wizardDrafts.step, answers: wizardDrafts.answers, savedAt: wizardDrafts.savedAt })
    .from(wizardDrafts)
    .where(eq(wizardDrafts.userId, input.actor.userId));
  return row ? { step: row.step, answers: row.answers, saved_at: row.savedAt.toISOString() } : null;
}

/**
 * Keeps the caller's draft in place of the one before. Only while the company is not set up: after
 * that the wizard has nothing left to continue (409, as the wizard's own submission answers).
 */
export async function saveWizardDraft(
  deps: Pick<HiringDeps, 'db'>,
  input: { actor: Actor; draft: WizardDraftInput },
): Promise<WizardDraft> {
  const { actor, draft } = input;
  const [user] = await deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, actor.userId));
  if (!user) throw notFound();
  if (user.companyId) throw new HttpError(409, COMPANY_ALREADY_SET_UP_MESSAGE);
  const values = { step: draft.step, answers: draft.answers, savedAt: new Date(draft.saved_at) };
  await deps.db
    .insert(wizardDrafts)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: wizardDrafts.userId, set: { ...values, updatedAt: new Date() } });
  return { step: draft.step, answers: draft.answers, saved_at: values.savedAt.toISOString() };
}

/** Forgets the caller's draft (started over, or submitted); nothing to forget is no error. */
export async function deleteWizardDraft(deps: Pick<HiringDeps, 'db'>, input: { userId: string }): Promise<void> {
  await deps.db.delete(wizardDrafts).where(eq(wizardDrafts.userId, input.userId));
}
