import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { applyPaymentGroupOutcome } from './payment-group-outcome';
import { applyProviderOutcome } from './payment-outcome';
import { WebhookSignatureError } from './payment-provider';
import { paymentEvents, paymentGroups, payments } from './tables';

/**
 * Applies one provider event. An event id seen before is acknowledged and ignored; an event whose
 * handling fails is forgotten again, so that the provider's retry is handled.
 */
export async function handlePaymentWebhook(
  deps: Pick<BillingDeps, 'db' | 'provider'>,
  input: { rawBody: string; headers: Record<string, string | string[] | undefined> },
): Promise<void> {
  const { db, provider } = deps;
  const { rawBody, headers } = input;
  let event;
  try {
    event = provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new HttpError(400, error.message);
    throw error;
  }
  const [firstTime] = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: provider.name, type: event.providerType })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!firstTime || event.type === 'other') return;

  try {
    const byReference = event.reference ? eq(payments.reference, event.reference) : undefined;
    const byProviderId = event.providerPaymentId ? eq(payments.providerPaymentId, event.providerPaymentId) : undefined;
    if (!byReference && !byProviderId) return;
    const outcome =
      event.type === 'payment.succeeded'
        ? ({ status: 'succeeded', message: null } as const)
        : ({ status: 'failed', message: event.message } as const);
    // A charge of several invoices (pay several, autopay) settles each of its payments.
    const [group] = await db
      .select()
      .from(paymentGroups)
      .where(
        and(
          eq(paymentGroups.provider, provider.name),
          event.reference ? eq(paymentGroups.reference, event.reference) : eq(paymentGroups.providerPaymentId, event.providerPaymentId!),
        ),
      );
    if (group) {
      if (group.providerPaymentId && event.providerPaymentId && group.providerPaymentId !== event.providerPaymentId) return;
      await applyPaymentGroupOutcome(db, group, outcome, { userId: null }, provider);
      return;
    }
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.name), byReference ?? byProviderId));
    if (!payment) return;
    if (payment.providerPaymentId && event.providerPaymentId && payment.providerPaymentId !== event.providerPaymentId) return;
    await applyProviderOutcome(db, payment, outcome, { userId: null }, provider);
  } catch (error) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
}
