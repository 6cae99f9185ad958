import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../config';

export const SIGNATURE_HEADER = 'portal-signature';
/** Events signed longer ago than this are refused, so that a captured request cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function hmac(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`, Stripe's scheme. */
export function signWebhookPayload(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

export function verifyWebhookSignature(
  secret: string,
  payload: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): SignatureCheck {
  // Checked here as well as at start: whatever built the configuration, production never trusts
  // a signature anyone can make with the value published in the source.
  if (secret === DEV_PAYMENT_WEBHOOK_SECRET && process.env.NODE_ENV === 'production') {
    return { valid: false, reason: 'The development webhook secret is refused in production.' };
  }
  if (!header) return { valid: false, reason: 'The signature header is missing.' };
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((item) => item.trim());
    if (!key || !value) continue;
    parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestampText = parts.get('t')?.[0];
  const timestamp = timestampText && /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : NaN;
  if (!Number.isFinite(timestamp)) return { valid: false, reason: 'The signature has no timestamp.' };
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return { valid: false, reason: 'The signature timestamp is outside the tolerance.' };
  }
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  const matches = (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { valid: true } : { valid: false, reason: 'The signature does not match.' };
}
