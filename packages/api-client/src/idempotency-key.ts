export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A fresh key for a mutation that moves money or signs something. Create it once per user
 * intent (e.g. when the payment modal opens) and resend the same key on retries.
 */
export function idempotencyKey(): string {
  return crypto.randomUUID();
}
