import { describe, expect, it } from '@jest/globals';
import type { PaymentMethod } from '@portal/api-schema';
import {
  initialPaymentFlowState,
  modalKindOfSlug,
  paymentFlowTransition,
  paymentMetadataUrl,
  type PaymentFlowEvent,
  type PaymentFlowState,
} from './payment-flow';

const PRODUCT = 'marketplace';

function method(slug: string, overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return { slug, label: slug, tip: '', icon: 'card.svg', redirectUrl: null, needCreatePayment: false, ...overrides };
}

const card = method('stripe-card', { needCreatePayment: true });
const step = (state: PaymentFlowState, event: PaymentFlowEvent) => paymentFlowTransition(state, event, PRODUCT);

describe('payment flow: choosing', () => {
  const choosing = initialPaymentFlowState;

  it('opens a redirect method in a new window and closes', () => {
    const redirect = method('payoneer-checkout', { redirectUrl: 'https://pay.example.test/x', needCreatePayment: true });
    expect(step(choosing, { type: 'method-chosen', method: redirect })).toEqual({
      state: { kind: 'closed' },
      effects: [{ type: 'open-window', url: 'https://pay.example.test/x' }],
    });
  });

  it('creates the payment first when the method needs it', () => {
    expect(step(choosing, { type: 'method-chosen', method: card })).toEqual({
      state: { kind: 'creating-payment', method: card },
      effects: [{ type: 'create-payment', slug: 'stripe-card' }],
    });
  });

  it.each([
    ['marketplace-wire', 'wire'],
    ['payoneer-local-wire', 'wire'],
    ['payoneer-swift-wire', 'wire'],
    ['payoneer-account-wire', 'wire'],
    ['stripe-card', 'card'],
    ['stripe-ach', 'ach'],
  ])('opens the modal of %s without a reference when no payment is created', (slug, kind) => {
    const chosen = method(slug);
    expect(step(choosing, { type: 'method-chosen', method: chosen })).toEqual({
      state: { kind, slug, reference: null },
      effects: [],
    });
  });

  it('shows Something went wrong. for an unknown slug and stays at the chooser', () => {
    expect(step(choosing, { type: 'method-chosen', method: method('other-wire') })).toEqual({
      state: { kind: 'choosing' },
      effects: [{ type: 'show-error', message: 'Something went wrong.' }],
    });
  });

  it('closes on close', () => {
    expect(step(choosing, { type: 'closed' })).toEqual({ state: { kind: 'closed' }, effects: [] });
  });

  it.each<PaymentFlowEvent>([
    { type: 'payment-created', reference: 'PAY-1' },
    { type: 'payment-creation-failed', error: new Error('x') },
    { type: 'paid' },
  ])('ignores $type', (event) => {
    expect(step(choosing, event)).toEqual({ state: choosing, effects: [] });
  });
});

describe('payment flow: creating the payment', () => {
  const creating: PaymentFlowState = { kind: 'creating-payment', method: card };

  it('opens the modal of the slug with the reference once created', () => {
    expect(step(creating, { type: 'payment-created', reference: 'PAY-1' })).toEqual({
      state: { kind: 'card', slug: 'stripe-card', reference: 'PAY-1' },
      effects: [],
    });
  });

  it('opens the wire of the product with the reference', () => {
    const wire = method('marketplace-wire', { needCreatePayment: true });
    expect(step({ kind: 'creating-payment', method: wire }, { type: 'payment-created', reference: 'PAY-2' }).state).toEqual({
      kind: 'wire',
      slug: 'marketplace-wire',
      reference: 'PAY-2',
    });
  });

  it('shows Something went wrong. when the created payment has an unknown slug', () => {
    const unknown = method('crypto', { needCreatePayment: true });
    expect(step({ kind: 'creating-payment', method: unknown }, { type: 'payment-created', reference: 'P' })).toEqual({
      state: { kind: 'choosing' },
      effects: [{ type: 'show-error', message: 'Something went wrong.' }],
    });
  });

  it('reports a creation failure to error reporting only and closes', () => {
    const error = new Error('boom');
    expect(step(creating, { type: 'payment-creation-failed', error })).toEqual({
      state: { kind: 'closed' },
      effects: [{ type: 'report-error', error }],
    });
  });

  it('closes on close', () => {
    expect(step(creating, { type: 'closed' }).state).toEqual({ kind: 'closed' });
  });

  it.each<PaymentFlowEvent>([{ type: 'method-chosen', method: card }, { type: 'paid' }])('ignores $type', (event) => {
    expect(step(creating, event)).toEqual({ state: creating, effects: [] });
  });
});

describe.each(['wire', 'card', 'ach'] as const)('payment flow: the %s modal', (kind) => {
  const open: PaymentFlowState = { kind, slug: 'x', reference: 'PAY-1' };

  it('emits success and closes the whole flow when paid (card/ACH success, wire Done)', () => {
    expect(step(open, { type: 'paid' })).toEqual({ state: { kind: 'closed' }, effects: [{ type: 'emit-success' }] });
  });

  it('closes without success on close', () => {
    expect(step(open, { type: 'closed' })).toEqual({ state: { kind: 'closed' }, effects: [] });
  });

  it.each<PaymentFlowEvent>([
    { type: 'method-chosen', method: card },
    { type: 'payment-created', reference: 'PAY-9' },
    { type: 'payment-creation-failed', error: new Error('x') },
  ])('ignores $type', (event) => {
    expect(step(open, event)).toEqual({ state: open, effects: [] });
  });
});

describe('payment flow: closed', () => {
  const closed: PaymentFlowState = { kind: 'closed' };

  it.each<PaymentFlowEvent>([
    { type: 'method-chosen', method: card },
    { type: 'payment-created', reference: 'P' },
    { type: 'payment-creation-failed', error: 1 },
    { type: 'paid' },
  ])('ignores $type', (event) => {
    expect(step(closed, event)).toEqual({ state: closed, effects: [] });
  });

  it('stays closed on close', () => {
    expect(step(closed, { type: 'closed' })).toEqual({ state: closed, effects: [] });
  });
});

describe('payment flow helpers', () => {
  it('knows the product wire only for the configured product', () => {
    expect(modalKindOfSlug('marketplace-wire', 'marketplace')).toBe('wire');
    expect(modalKindOfSlug('marketplace-wire', 'talentco')).toBeNull();
  });

  it('takes the payment metadata when a reference exists, else the invoice metadata', () => {
    expect(paymentMetadataUrl('inv-1', 'stripe-card', 'PAY 1')).toBe(
      '/api/client-cabinet/payments/PAY%201/payment-methods/stripe-card/metadata',
    );
    expect(paymentMetadataUrl('inv-1', 'stripe-card', null)).toBe('/api/client-cabinet/invoice/inv-1/payment-methods/stripe-card/metadata');
  });
});
