import { afterEach, describe, expect, test } from '@jest/globals';
import { DEV_PAYMENT_WEBHOOK_SECRET } from '../../config';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

const secret = 'a-secret';
const payload = '{"id":"evt_1"}';
const now = 1_800_000_000;

describe('webhook signatures', () => {
  test('a fresh signature of the same payload is valid', () => {
    expect(verifyWebhookSignature(secret, payload, signWebhookPayload(secret, payload, now), now)).toEqual({ valid: true });
  });

  test('another payload, another secret or a tampered header is refused', () => {
    const header = signWebhookPayload(secret, payload, now);
    expect(verifyWebhookSignature(secret, '{"id":"evt_2"}', header, now).valid).toBe(false);
    expect(verifyWebhookSignature('other', payload, header, now).valid).toBe(false);
    expect(verifyWebhookSignature(secret, payload, header.replace(/v1=./, 'v1=0'), now).valid).toBe(false);
    expect(verifyWebhookSignature(secret, payload, `t=${now + 1},${header.split(',')[1]}`, now).valid).toBe(false);
  });

  test('old or future timestamps are refused', () => {
    expect(verifyWebhookSignature(secret, payload, signWebhookPayload(secret, payload, now - 301), now)).toEqual({
      valid: false,
      reason: 'The signature timestamp is outside the tolerance.',
    });
    expect(verifyWebhookSignature(secret, payload, signWebhookPayload(secret, payload, now + 301), now).valid).toBe(false);
    expect(verifyWebhookSignature(secret, payload, signWebhookPayload(secret, payload, now - 299), now).valid).toBe(true);
  });

  test.each([undefined, '', 'garbage', 't=abc,v1=00', `v1=${'0'.repeat(64)}`])('refuses the header %j', (header) => {
    expect(verifyWebhookSignature(secret, payload, header, now).valid).toBe(false);
  });
});

describe('the development webhook secret', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  test('is accepted outside production', () => {
    process.env.NODE_ENV = 'development';
    const header = signWebhookPayload(DEV_PAYMENT_WEBHOOK_SECRET, payload, now);
    expect(verifyWebhookSignature(DEV_PAYMENT_WEBHOOK_SECRET, payload, header, now)).toEqual({ valid: true });
  });

  test('is refused whenever NODE_ENV is production, even with a correct signature', () => {
    process.env.NODE_ENV = 'production';
    const header = signWebhookPayload(DEV_PAYMENT_WEBHOOK_SECRET, payload, now);
    expect(verifyWebhookSignature(DEV_PAYMENT_WEBHOOK_SECRET, payload, header, now)).toEqual({
      valid: false,
      reason: 'The development webhook secret is refused in production.',
    });
    expect(verifyWebhookSignature(secret, payload, signWebhookPayload(secret, payload, now), now)).toEqual({ valid: true });
  });
});
