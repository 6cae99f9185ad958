import { and, asc, eq, lte } from 'drizzle-orm';
import type { DisputeReason } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { type AnsweredDispute, answerDispute, type DisputeAnswer } from './answer-dispute';
import { invoiceDisputes } from './tables';

export type { DisputeAnswer } from './answer-dispute';

/** An open dispute, as the vendor's side sees it: enough to decide its answer. */
interface DisputeAwaitingAnswer {
  id: string;
  reason: DisputeReason;
  raisedAt: Date;
}

/**
 * What the vendor's side of a dispute may ask and tell billing (the sandbox's vendor, standing in
 * for vendors' own systems): which disputes wait for an answer, and the answer. Billing implements
 * it; app.ts hands it to the sandbox.
 */
export interface VendorDisputes {
  /** Open disputes raised at or before `raisedBefore`, oldest first, at most `limit`. */
  awaitingAnswer(raisedBefore: Date, limit: number): Promise<DisputeAwaitingAnswer[]>;
  /** Settles the dispute with the answer, once: null when it was no longer open (answered already, by anyone). */
  answer(disputeId: string, answer: DisputeAnswer): Promise<AnsweredDispute | null>;
}

export function vendorDisputes(deps: { db: Database; publicUrl: string }): VendorDisputes {
  return {
    async awaitingAnswer(raisedBefore, limit) {
      const rows = await deps.db
        .select({ id: invoiceDisputes.id, reason: invoiceDisputes.reason, raisedAt: invoiceDisputes.createdAt })
        .from(invoiceDisputes)
        .where(and(eq(invoiceDisputes.status, 'open'), lte(invoiceDisputes.createdAt, raisedBefore)))
        .orderBy(asc(invoiceDisputes.createdAt), asc(invoiceDisputes.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, reason: row.reason as DisputeReason }));
    },
    answer: (disputeId, answer) => answerDispute(deps, { disputeId, answer }),
  };
}
