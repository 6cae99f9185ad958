import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { InvoiceTimelineEntry, InvoiceTimelineKind, PaymentStatus } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { bankAccounts, invoiceEvents, invoices, paymentGroups, payments, savedCards } from './tables';

const PAYMENT_STATUS_KINDS: Partial<Record<PaymentStatus, InvoiceTimelineKind>> = {
  processing: 'payment_processing',
  succeeded: 'payment_succeeded',
  failed: 'payment_failed',
  canceled: 'payment_canceled',
};

/** A wire starts when the customer announces it (processing) and ends when the vendor confirms the receipt. */
const WIRE_STATUS_KINDS: Partial<Record<PaymentStatus, InvoiceTimelineKind>> = {
  ...PAYMENT_STATUS_KINDS,
  processing: 'wire_announced',
  succeeded: 'wire_received',
};

interface Placed {
  entry: InvoiceTimelineEntry;
  at: number;
  /** Orders entries of the same instant: a payment's start first, recorded events as written, derived ones last. */
  order: number;
}

const STARTED_ORDER = -1;
const DERIVED_ORDER = Number.MAX_SAFE_INTEGER - 10;

/**
 * What happened to one invoice of the company, oldest first: issued, each payment with its method and
 * status changes (a wire announced and received), the ACH verification steps, delivery accepted, paid. Payments and invoices older
 * than the event log show what their rows still tell (a payment's last status, the paid date).
 */
export async function getInvoiceTimeline(
  deps: Pick<BillingDeps, 'db' | 'catalog'>,
  input: { actor: CompanyActor; invoiceId: string },
): Promise<InvoiceTimelineEntry[]> {
  const { db, catalog } = deps;
  const companyId = input.actor.companyId;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.companyId, companyId)));
  if (!invoice) throw notFound();

  const paymentRows = await db
    .select({ payment: payments, last4: bankAccounts.last4, cardLast4: savedCards.last4, group: paymentGroups })
    .from(payments)
    .leftJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
    .leftJoin(savedCards, eq(savedCards.id, payments.savedCardId))
    .leftJoin(paymentGroups, eq(paymentGroups.id, payments.groupId))
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.companyId, companyId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const events = await db
    .select()
    .from(invoiceEvents)
    .where(and(eq(invoiceEvents.invoiceId, invoice.id), eq(invoiceEvents.companyId, companyId)))
    .orderBy(asc(invoiceEvents.createdAt), asc(invoiceEvents.seq));

  const groupIds = paymentRows.flatMap((row) => (row.group ? [row.group.id] : []));
  const groupSizes = new Map(
    (groupIds.length
      ? await db
          .select({ groupId: payments.groupId, count: count() })
          .from(payments)
          .where(inArray(payments.groupId, groupIds))
          .groupBy(payments.groupId)
      : []
    ).map((row) => [row.groupId, row.count]),
  );
  const byPayment = new Map(paymentRows.map((row) => [row.payment.id, row]));
  const isWire = (paymentId: string | null) => {
    const row = paymentId ? byPayment.get(paymentId) : undefined;
    return row !== undefined && catalog.get(row.payment.methodSlug)?.kind === 'wire';
  };
  const statusKind = (paymentId: string | null, status: PaymentStatus) =>
    (isWire(paymentId) ? WIRE_STATUS_KINDS : PAYMENT_STATUS_KINDS)[status];
  const entry = (id: string, kind: InvoiceTimelineKind, at: Date, fields: Partial<InvoiceTimelineEntry> = {}): InvoiceTimelineEntry => ({
    id,
    kind,
    at: at.toISOString(),
    reference: null,
    method: null,
    bank_account_last4: null,
    card_last4: null,
    charge: null,
    status: null,
    message: null,
    ...fields,
  });
  const paymentFields = (paymentId: string | null): Partial<InvoiceTimelineEntry> => {
    const row = paymentId ? byPayment.get(paymentId) : undefined;
    if (!row) return {};
    return {
      // A wire is known to the customer by what they quoted with it: the invoice number.
      reference: catalog.get(row.payment.methodSlug)?.kind === 'wire' ? invoice.number : row.payment.reference,
      method: catalog.get(row.payment.methodSlug)?.label ?? row.payment.methodSlug,
      bank_account_last4: row.last4,
      card_last4: row.cardLast4,
      charge: row.group
        ? {
            reference: row.group.reference,
            invoice_count: groupSizes.get(row.group.id) ?? 1,
            amount: { currency: row.group.currency, added_value: row.group.amountMinor },
            autopay: row.group.origin === 'autopay',
          }
        : null,
    };
  };

  const placed: Placed[] = [];
  for (const { payment } of paymentRows) {
    // A wire's announcement is its start.
    if (isWire(payment.id)) continue;
    placed.push({
      entry: entry(`payment:${payment.id}`, 'payment_started', payment.createdAt, paymentFields(payment.id)),
      at: payment.createdAt.getTime(),
      order: STARTED_ORDER,
    });
  }

  const recordedPaymentStatuses = new Set<string>();
  let paidRecorded = false;
  for (const event of events) {
    let kind: InvoiceTimelineKind | undefined;
    let status: InvoiceTimelineEntry['status'] = null;
    if (event.kind === 'payment_status') {
      kind = statusKind(event.paymentId, event.status as PaymentStatus);
      if (event.paymentId) recordedPaymentStatuses.add(`${event.paymentId}:${event.status}`);
    } else if (event.kind === 'invoice_status') {
      if (event.status === 'paid') {
        kind = 'paid';
        paidRecorded = true;
      } else if (event.status === 'delivery_accepted') {
        kind = 'delivery_accepted';
      } else {
        kind = 'status_changed';
        status = event.status as InvoiceTimelineEntry['status'];
      }
    } else {
      kind = event.kind;
    }
    if (!kind) continue;
    placed.push({
      entry: entry(`event:${event.id}`, kind, event.createdAt, { ...paymentFields(event.paymentId), status, message: event.message }),
      at: event.createdAt.getTime(),
      order: event.seq,
    });
  }

  // Rows written before the event log: their last status is all that is known.
  for (const { payment } of paymentRows) {
    const kind = statusKind(payment.id, payment.status);
    if (!kind || recordedPaymentStatuses.has(`${payment.id}:${payment.status}`)) continue;
    const at = payment.status === 'succeeded' ? (payment.succeededAt ?? payment.updatedAt) : payment.updatedAt;
    placed.push({
      entry: entry(`payment:${payment.id}:${payment.status}`, kind, at, {
        ...paymentFields(payment.id),
        message: payment.status === 'failed' || payment.status === 'canceled' ? payment.failureMessage : null,
      }),
      at: at.getTime(),
      order: DERIVED_ORDER,
    });
  }
  if (invoice.paidAt && !paidRecorded) {
    placed.push({ entry: entry('paid', 'paid', invoice.paidAt), at: invoice.paidAt.getTime(), order: DERIVED_ORDER + 1 });
  }

  placed.sort((a, b) => a.at - b.at || a.order - b.order);
  const issued: InvoiceTimelineEntry = { ...entry('issued', 'issued', new Date(0)), at: invoice.issuedOn };
  return [issued, ...placed.map((item) => item.entry)];
}
