import type { InvoiceStatus } from '@portal/api-schema';

/** What is still to pay: these count towards the outstanding amount. */
export const OUTSTANDING_STATUSES = ['open', 'overdue', 'ach_verification_pending'] as const satisfies readonly InvoiceStatus[];

/** Money that reached the vendor's side: paid, held in escrow, or paid out (a partial refund keeps the rest paid). */
export const SPEND_PAID_STATUSES = [
  'in_escrow',
  'delivery_accepted',
  'payout_requested',
  'paid',
  'cleared',
  'disputed',
  'refunded_partial',
] as const satisfies readonly InvoiceStatus[];

/**
 * What a statement of account counts: every invoice owed or paid. A cancelled invoice was never
 * owed and one refunded in full is owed no more, so neither is charged nor credited. Of these, the
 * paid ones (SPEND_PAID_STATUSES) are credited on the day they were settled.
 */
export const STATEMENT_STATUSES = [...OUTSTANDING_STATUSES, ...SPEND_PAID_STATUSES] as const satisfies readonly InvoiceStatus[];
