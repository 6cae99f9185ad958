import type { PaymentResult } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { invalidField, notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { applyProviderOutcome } from './payment-outcome';
import { findCompanyPayment, paymentResult } from './payment-queries';

/**
 * Settles a card payment after its checkout. Whatever the browser posts, the provider is asked
 * what became of the payment, and that is what is applied and answered.
 */
export async function settleCardPayment(
  deps: Pick<BillingDeps, 'db' | 'provider' | 'catalog'>,
  input: { actor: CompanyActor; reference: string; postedReference: string },
): Promise<PaymentResult> {
  const { db, provider, catalog } = deps;
  const { actor } = input;
  if (input.postedReference !== input.reference) throw invalidField('reference', 'The reference does not match the payment.');
  const payment = await findCompanyPayment(db, actor.companyId, input.reference);
  if (catalog.get(payment.methodSlug)?.kind !== 'card') throw notFound();
  const outcome = await provider.cardOutcome(payment);
  const settled = await applyProviderOutcome(db, payment, outcome, { userId: actor.userId, ip: actor.ip }, provider);
  return paymentResult(db, settled);
}
