import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@portal/api-schema';
import { type AuditAction, recordAudit } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/database/database';
import { recordInvoiceEvent } from './invoice-events';
import { type InvoiceRow, invoices } from './tables';
import { publishChange } from '../../platform/live-events';

/**
 * Every status change the server allows (documented in this module's README.md). A change not
 * listed here is refused, whoever asks for it.
 */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  open: ['overdue', 'ach_verification_pending', 'paid', 'in_escrow', 'disputed', 'cancelled'],
  overdue: ['ach_verification_pending', 'paid', 'in_escrow', 'disputed', 'cancelled'],
  ach_verification_pending: ['open', 'overdue', 'paid', 'in_escrow'],
  in_escrow: ['delivery_accepted', 'disputed', 'refunded_partial', 'refunded_full'],
  delivery_accepted: ['payout_requested', 'disputed'],
  payout_requested: ['cleared'],
  paid: ['cleared', 'disputed', 'refunded_partial', 'refunded_full'],
  cleared: ['refunded_partial', 'refunded_full'],
  // Back to where a settled dispute found it (open, overdue once past due, in escrow), or on to a refund or cancellation.
  disputed: ['open', 'overdue', 'in_escrow', 'paid', 'refunded_partial', 'refunded_full', 'cancelled'],
  refunded_partial: ['refunded_full'],
  refunded_full: [],
  cancelled: [],
};

export function canTransition(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return INVOICE_TRANSITIONS[from].includes(to);
}

export interface InvoiceStatusChange {
  invoiceId: string;
  companyId: string;
  to: InvoiceStatus;
  /** Only from these statuses (a narrower rule of the caller's, checked on the row it changes). */
  onlyFrom?: readonly InvoiceStatus[];
  /** Who asked (null for the system, e.g. a provider webhook) and from where. */
  actorUserId: string | null;
  ip?: string;
  action: AuditAction;
  metadata?: Record<string, unknown>;
  /** Set with the change, e.g. paid_at when the invoice is paid. */
  paidAt?: Date;
}

export type InvoiceStatusChangeResult =
  | { changed: true; invoice: InvoiceRow; /** The status it left. */ from: InvoiceStatus }
  | { changed: false; reason: 'not_found' | 'not_allowed'; invoice: InvoiceRow | null };

/**
 * Moves an invoice to `to` when the table allows it from its current status. The update is
 * conditional on the version read, so of concurrent identical requests exactly one changes the
 * invoice (and writes the audit entry); the others see `not_allowed` for the status it left.
 */
export async function changeInvoiceStatus(db: Database, change: InvoiceStatusChange): Promise<InvoiceStatusChangeResult> {
  for (;;) {
    const [current] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, change.invoiceId), eq(invoices.companyId, change.companyId)));
    if (!current) return { changed: false, reason: 'not_found', invoice: null };
    if (!canTransition(current.status, change.to) || (change.onlyFrom && !change.onlyFrom.includes(current.status))) {
      return { changed: false, reason: 'not_allowed', invoice: current };
    }

    // The change, its audit entry, its history and its news are one transaction (a savepoint
    // inside the caller's): none of them is ever left without the others.
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(invoices)
        .set({
          status: change.to,
          version: sql`${invoices.version} + 1`,
          updatedAt: new Date(),
          ...(change.paidAt ? { paidAt: change.paidAt } : {}),
        })
        .where(and(eq(invoices.id, current.id), eq(invoices.version, current.version)))
        .returning();
      if (!row) return undefined;
      await recordAudit(tx, {
        action: change.action,
        companyId: change.companyId,
        actorUserId: change.actorUserId,
        subjectType: 'invoice',
        subjectId: current.id,
        ip: change.ip,
        metadata: { from: current.status, to: change.to, ...change.metadata },
      });
      await recordInvoiceEvent(tx, { invoiceId: current.id, companyId: change.companyId, kind: 'invoice_status', status: change.to });
      await publishChange(tx, { companyId: change.companyId, kind: 'invoice', id: current.id });
      return row;
    });
    if (!updated) continue; // someone else changed it first: read again and decide again
    return { changed: true, invoice: updated, from: current.status };
  }
}
