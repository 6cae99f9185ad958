import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PaymentResult } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordAudit } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { publishChange } from '../../platform/live-events';
import type { BillingDeps } from './billing-deps';
import { recordPaymentStatus } from './invoice-events';
import { cancelOtherPendingCardPayments } from './payment-outcome';
import { findCompanyInvoice, findMovingPayment, newPaymentOf, paymentResult } from './payment-queries';
import { announceableWireMethod, assertPayable, NOT_PAYABLE_MESSAGE, paymentUnderWayMessage } from './payment-rules';
import { type PaymentRow, payments } from './tables';

/**
 * The customer says they sent the wire (Done of the wire modal): a payment of that wire method,
 * `processing` from the start, with the invoice's amount. The partial unique index
 * payments_one_moving_per_invoice lets one insert win among concurrent calls and refuses any other
 * payment of the invoice while the wire is on its way; the others answer the winner's payment. The
 * payment, its timeline entry ("Wire announced"), the audit entry and the published change are one
 * transaction. The invoice keeps its status until the vendor confirms the receipt (the provider's
 * signed event), which marks it paid.
 */
export async function announceWire(
  deps: Pick<BillingDeps, 'db' | 'catalog' | 'provider'>,
  input: { actor: CompanyActor; invoiceId: string; slug: string },
): Promise<PaymentResult> {
  const { db, catalog, provider } = deps;
  const { actor, slug } = input;
  const invoice = await findCompanyInvoice(db, actor.companyId, input.invoiceId);
  announceableWireMethod(catalog, invoice, slug);

  let payment = sameAnnouncement(await findMovingPayment(db, invoice.id), slug, catalog);
  let announcedNow = false;
  if (!payment) {
    assertPayable(invoice.status);
    const created = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(payments)
        .values({ ...newPaymentOf(invoice, { userId: actor.userId, methodSlug: slug, provider: provider.name }), status: 'processing' })
        .onConflictDoNothing({ target: payments.invoiceId, where: sql`status in ('processing', 'succeeded')` })
        .returning();
      if (!inserted) return undefined;
      await recordPaymentStatus(tx, inserted);
      await recordAudit(tx, {
        action: 'payment.wire_announced',
        companyId: invoice.companyId,
        actorUserId: actor.userId,
        subjectType: 'payment',
        subjectId: inserted.id,
        ip: actor.ip,
        metadata: { reference: inserted.reference, method: slug, invoice_id: invoice.id, invoice_number: invoice.number },
      });
      await publishChange(tx, { companyId: invoice.companyId, kind: 'payment', id: invoice.id });
      return inserted;
    });
    announcedNow = created !== undefined;
    payment = created ?? sameAnnouncement(await findMovingPayment(db, invoice.id), slug, catalog);
    if (!payment) throw new HttpError(409, NOT_PAYABLE_MESSAGE);
  }

  // After the commit: the provider is asked on every Done until it has answered, and once it has,
  // never again; its answer is kept only by the first to write it.
  if (!payment.providerPaymentId) {
    const { providerPaymentId } = await provider.announceWire(payment);
    if (providerPaymentId) {
      const [kept] = await db
        .update(payments)
        .set({ providerPaymentId, updatedAt: new Date() })
        .where(and(eq(payments.id, payment.id), isNull(payments.providerPaymentId)))
        .returning();
      payment = kept ?? payment;
    }
  }
  // The invoice's card checkouts still open could take the money a second time.
  if (announcedNow) await cancelOtherPendingCardPayments(db, provider, payment);
  return paymentResult(db, payment);
}

/**
 * The moving payment when it is this same wire still waiting for the vendor (a repeated Done),
 * undefined when there is none; any other is a conflict: another method on its way (409 naming it),
 * or a payment already received (not payable).
 */
function sameAnnouncement(
  moving: PaymentRow | undefined,
  slug: string,
  catalog: Pick<BillingDeps, 'catalog'>['catalog'],
): PaymentRow | undefined {
  if (!moving) return undefined;
  if (moving.status === 'processing' && moving.methodSlug === slug) return moving;
  if (moving.status === 'succeeded') throw new HttpError(409, NOT_PAYABLE_MESSAGE);
  throw new HttpError(409, paymentUnderWayMessage(catalog.get(moving.methodSlug)?.kind));
}
