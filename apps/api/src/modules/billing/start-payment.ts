import { eq, sql } from 'drizzle-orm';
import { CARD_METHOD_SLUG, type PaymentCreated } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { findCompanyInvoice, findPendingPayment, newPaymentOf } from './payment-queries';
import { assertNoPaymentOnItsWay, assertPayable, offeredMethod, PAYMENT_UNDER_WAY_MESSAGE } from './payment-rules';
import { payments } from './tables';
import { publishChange } from '../../platform/live-events';

/**
 * Starts paying the invoice by card or ACH: the pending payment of the invoice and method, created
 * with the invoice's amount when there is none. The partial unique index lets one insert win among
 * concurrent calls; the others answer the winner's payment.
 */
export async function startPayment(
  deps: BillingDeps,
  input: { actor: CompanyActor; invoiceId: string; slug: string },
): Promise<PaymentCreated> {
  const { db, provider, catalog } = deps;
  const { actor, slug } = input;
  const invoice = await findCompanyInvoice(db, actor.companyId, input.invoiceId);
  const entry = offeredMethod(catalog, invoice, slug);
  if (!entry.needCreatePayment) throw new HttpError(422, 'This payment method needs no payment: pay by the details shown.');
  const existing = await findPendingPayment(db, invoice.id, slug);
  if (existing) return { reference: existing.reference };
  assertPayable(invoice.status);
  await assertNoPaymentOnItsWay(db, catalog, invoice.id);

  const [created] = await db
    .insert(payments)
    .values(newPaymentOf(invoice, { userId: actor.userId, methodSlug: slug, provider: provider.name }))
    .onConflictDoNothing({ target: [payments.invoiceId, payments.methodSlug], where: sql`status = 'pending'` })
    .returning();
  if (!created) {
    const winner = await findPendingPayment(db, invoice.id, slug);
    if (!winner) throw new HttpError(409, PAYMENT_UNDER_WAY_MESSAGE);
    return { reference: winner.reference };
  }
  await recordAudit(db, {
    action: 'payment.created',
    companyId: invoice.companyId,
    actorUserId: actor.userId,
    subjectType: 'payment',
    subjectId: created.id,
    ip: actor.ip,
    metadata: { reference: created.reference, method: slug, invoice_id: invoice.id },
  });
  await publishChange(db, { companyId: invoice.companyId, kind: 'payment', id: invoice.id });
  if (slug === CARD_METHOD_SLUG) {
    const { providerPaymentId } = await provider.createCardPayment(created, `Invoice ${invoice.number}`);
    await db.update(payments).set({ providerPaymentId, updatedAt: new Date() }).where(eq(payments.id, created.id));
  }
  return { reference: created.reference };
}
