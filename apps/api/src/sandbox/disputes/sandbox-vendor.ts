import type { DisputeReason } from '@portal/api-schema';
import type { DisputeAnswer, VendorDisputes } from '../../modules/billing';
import { createPoller } from '../common/poller';

/** The share of the subtotal the sandbox's vendor credits when hours or a rate were billed wrongly. */
export const SANDBOX_CREDIT_PERCENT = 10;

const POLL_INTERVAL_MS = 1000;
/** Disputes answered in one pass; the next pass takes the rest. */
const BATCH = 20;

/**
 * The vendor's answer, decided by the reason alone, so that the demo and the tests know what to
 * expect: hours or a rate billed wrongly are adjusted by a credit note, anything else stands as billed.
 */
export function sandboxAnswer(reason: DisputeReason): DisputeAnswer {
  if (reason === 'hours_or_rate') {
    return {
      outcome: 'adjusted',
      creditPercent: SANDBOX_CREDIT_PERCENT,
      message: `We checked the timesheets against the invoice and agree that part of it was billed wrongly. We have issued a credit note for ${SANDBOX_CREDIT_PERCENT}% of the subtotal.`,
    };
  }
  return {
    outcome: 'resolved',
    message: 'We checked the invoice against the contract and the timesheets, and it is correct as billed. Please pay it as issued.',
  };
}

export interface SandboxVendor {
  /** Answers every dispute raised at least the delay ago; how many this call settled. */
  answerDue(now?: Date): Promise<number>;
  start(): void;
  close(): void;
}

/**
 * The vendors' side of disputes, offline: each process looks every second for disputes older than
 * the delay and answers them. Answering claims the dispute in billing (a conditional update of its
 * status), so with several processes each dispute is still answered once.
 */
export function createSandboxVendor(
  disputes: VendorDisputes,
  options: { delayMs: number; pollIntervalMs?: number; onError?: (error: unknown) => void },
): SandboxVendor {
  async function answerDue(now = new Date()): Promise<number> {
    const due = await disputes.awaitingAnswer(new Date(now.getTime() - options.delayMs), BATCH);
    let answered = 0;
    for (const dispute of due) {
      if (poller.closed) break;
      if (await disputes.answer(dispute.id, sandboxAnswer(dispute.reason))) answered += 1;
    }
    return answered;
  }

  const poller = createPoller(() => answerDue(), { intervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS, onError: options.onError });
  return { answerDue, start: poller.start, close: poller.close };
}
