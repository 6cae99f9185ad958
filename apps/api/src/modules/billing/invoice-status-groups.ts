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
