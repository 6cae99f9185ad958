import { and, eq, sql } from 'drizzle-orm';
import { creditNoteNumber, type InvoiceStatus, type InvoiceTotal, TOTAL_SLUG } from '@portal/api-schema';
import { recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { publishChange } from '../../platform/live-events';
import { emailBody } from '../../platform/outbox/email-layout';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { billingContactsOf } from '../company-users';
import { users, vendors } from '../company-users/tables';
import { insertDisputeMessage } from './dispute-queries';
import { recordInvoiceEvent } from './invoice-events';
import { changeInvoiceStatus } from './invoice-transitions';
import { formatMoney } from './payment-rules';
import { type InvoiceDisputeRow, invoiceDisputes, type InvoiceRow, invoices } from './tables';

/** The slug of the credit line a credit note adds to an invoice's totals. */
export const CREDIT_NOTE_TOTAL_SLUG = 'credit_note';

/** What the vendor answered: the invoice stands as billed, or a credit note of a share of its subtotal. */
export type DisputeAnswer =
  | { outcome: 'resolved'; message: string }
  | { outcome: 'adjusted'; message: string; /** Of the invoice's subtotal, in whole percent (1 to 100). */ creditPercent: number };

export interface AnsweredDispute {
  disputeId: string;
  invoiceId: string;
  outcome: DisputeAnswer['outcome'];
  creditNote: { number: string; amountMinor: number } | null;
}

/**
 * The credit of a share of the invoice's subtotal (its total when it lists none), never more than
 * what the invoice still totals, and the totals with the credit as a line before the total.
 */
function creditedTotals(
  invoice: Pick<InvoiceRow, 'totals' | 'totalMinor' | 'currency' | 'number'>,
  creditPercent: number,
): { creditMinor: number; totals: InvoiceTotal[]; totalMinor: number } {
  const subtotal = invoice.totals.find((line) => line.slug === 'subtotal')?.added_value ?? invoice.totalMinor;
  const share = Math.min(Math.max(creditPercent, 0), 100);
  const creditMinor = Math.min(Math.round((subtotal * share) / 100), Math.max(invoice.totalMinor, 0));
  const totalMinor = invoice.totalMinor - creditMinor;
  const creditLine: InvoiceTotal = {
    slug: CREDIT_NOTE_TOTAL_SLUG,
    label: `Credit note ${creditNoteNumber(invoice.number)}`,
    currency: invoice.currency,
    added_value: -creditMinor,
  };
  const others = invoice.totals.filter((line) => line.slug !== TOTAL_SLUG && line.slug !== CREDIT_NOTE_TOTAL_SLUG);
  const total = invoice.totals.find((line) => line.slug === TOTAL_SLUG);
  const totals = [
    ...others,
    creditLine,
    { slug: TOTAL_SLUG, label: total?.label ?? 'Total', currency: invoice.currency, added_value: totalMinor },
  ];
  return { creditMinor, totals, totalMinor };
}

/** Where a settled dispute leaves the invoice: the status it had, but overdue once an open invoice is past due. */
function statusAfterDispute(before: InvoiceStatus, dueOn: string, today: string): InvoiceStatus {
  if (before === 'open' && dueOn < today) return 'overdue';
  return before;
}

/**
 * Settles an open dispute with the vendor's answer, once: the dispute is claimed by a conditional
 * update of its status (open -> resolved or adjusted), so a second answer (another process, a
 * repeat) finds nothing to claim and changes nothing. In the same transaction: the vendor's message,
 * for an adjustment the credit line and the reduced total of the invoice, the invoice back to its
 * status (audited), the timeline entries, the news to the company's open pages, and the e-mail to
 * the company's billing contacts and the user who raised it (keyed, so queued once).
 */
export async function answerDispute(
  deps: { db: Database; publicUrl: string },
  input: { disputeId: string; answer: DisputeAnswer; now?: Date },
): Promise<AnsweredDispute | null> {
  const { answer } = input;
  const now = input.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invoiceDisputes)
      .set({ status: answer.outcome, settledAt: now })
      .where(and(eq(invoiceDisputes.id, input.disputeId), eq(invoiceDisputes.status, 'open')))
      .returning();
    if (!claimed) return null;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, claimed.invoiceId)).for('update');
    if (!invoice) throw new Error(`The invoice of dispute ${claimed.id} is gone`);

    await insertDisputeMessage(tx, { disputeId: claimed.id, author: 'vendor', userId: null, body: answer.message, attachment: null });
    await recordInvoiceEvent(tx, { invoiceId: invoice.id, companyId: invoice.companyId, kind: 'dispute_answered' });

    let creditNote: AnsweredDispute['creditNote'] = null;
    if (answer.outcome === 'adjusted') {
      const credited = creditedTotals(invoice, answer.creditPercent);
      creditNote = { number: creditNoteNumber(invoice.number), amountMinor: credited.creditMinor };
      await tx
        .update(invoices)
        .set({ totals: credited.totals, totalMinor: credited.totalMinor, version: sql`${invoices.version} + 1`, updatedAt: now })
        .where(eq(invoices.id, invoice.id));
      await tx
        .update(invoiceDisputes)
        .set({ creditNoteNumber: creditNote.number, creditMinor: creditNote.amountMinor })
        .where(eq(invoiceDisputes.id, claimed.id));
    }

    const action = answer.outcome === 'adjusted' ? 'invoice.dispute_adjusted' : 'invoice.dispute_resolved';
    const metadata = {
      dispute: claimed.id,
      ...(creditNote ? { credit_note: creditNote.number, credit_minor: creditNote.amountMinor } : {}),
    };
    const back = statusAfterDispute(claimed.invoiceStatusBefore, invoice.dueOn, now.toISOString().slice(0, 10));
    const change = await changeInvoiceStatus(tx, {
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      to: back,
      onlyFrom: ['disputed'],
      actorUserId: null,
      action,
      metadata,
    });
    // Paid meanwhile (a checkout confirmed before the dispute): the invoice stays as it is, and the answer is still recorded.
    if (!change.changed) {
      await recordAudit(tx, {
        action,
        companyId: invoice.companyId,
        actorUserId: null,
        subjectType: 'invoice',
        subjectId: invoice.id,
        metadata,
      });
    }
    await recordInvoiceEvent(tx, {
      invoiceId: invoice.id,
      companyId: invoice.companyId,
      kind: answer.outcome === 'adjusted' ? 'dispute_adjusted' : 'dispute_resolved',
      message: creditNote?.number ?? null,
    });
    await publishChange(tx, { companyId: invoice.companyId, kind: 'invoice', id: invoice.id });
    await queueAnswerEmails(tx, deps.publicUrl, { dispute: claimed, invoice, answer, creditNote });
    return { disputeId: claimed.id, invoiceId: invoice.id, outcome: answer.outcome, creditNote };
  });
}

async function queueAnswerEmails(
  db: Database,
  publicUrl: string,
  input: { dispute: InvoiceDisputeRow; invoice: InvoiceRow; answer: DisputeAnswer; creditNote: AnsweredDispute['creditNote'] },
): Promise<void> {
  const { dispute, invoice, answer, creditNote } = input;
  const [vendor] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, invoice.vendorId));
  const [opener] = dispute.openedBy
    ? await db.select({ email: users.email, name: users.firstName }).from(users).where(eq(users.id, dispute.openedBy))
    : [];
  const contacts = await billingContactsOf(db, invoice.companyId);
  const recipients = [...(opener ? [opener] : []), ...contacts.filter((contact) => contact.email !== opener?.email)];
  const vendorName = vendor?.name ?? 'The vendor';
  const outcome = creditNote
    ? `${vendorName} issued credit note ${creditNote.number} of ${formatMoney(creditNote.amountMinor, invoice.currency)}. The invoice now totals ${formatMoney(invoice.totalMinor - creditNote.amountMinor, invoice.currency)}.`
    : `${vendorName} resolved it: the invoice stands as billed, ${formatMoney(invoice.totalMinor, invoice.currency)}.`;
  const link = `${publicUrl}/invoices/${invoice.id}`;
  for (const recipient of recipients) {
    await enqueueEmail(db, {
      key: `dispute-answer:${dispute.id}:${recipient.email.toLowerCase()}`,
      to: recipient.email,
      subject: `${vendorName} answered your dispute of invoice ${invoice.number}`,
      ...emailBody(
        [
          `Hello ${recipient.name},`,
          `${vendorName} answered the dispute of invoice ${invoice.number}.`,
          outcome,
          `“${answer.message}”`,
          link,
        ],
        { link, label: 'Open the invoice' },
      ),
    });
  }
}
