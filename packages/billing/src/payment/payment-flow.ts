import {
  ACH_METHOD_SLUG,
  API_PATHS,
  apiPath,
  CARD_METHOD_SLUG,
  PAYONEER_WIRE_SLUGS,
  productWireSlug,
  type PaymentMethod,
} from '@portal/api-schema';
import { SOMETHING_WENT_WRONG_MESSAGE } from '@portal/api-schema/constants';

/** Which payment modal a method's slug opens. */
export type PaymentModalKind = 'wire' | 'card' | 'ach';

export type PaymentFlowState =
  | { kind: 'choosing' }
  | { kind: 'creating-payment'; method: PaymentMethod }
  | { kind: PaymentModalKind; slug: string; reference: string | null }
  | { kind: 'closed' };

export type PaymentFlowEvent =
  | { type: 'method-chosen'; method: PaymentMethod }
  | { type: 'payment-created'; reference: string }
  | { type: 'payment-creation-failed'; error: unknown }
  | { type: 'paid' }
  | { type: 'closed' };

export type PaymentFlowEffect =
  | { type: 'open-window'; url: string }
  | { type: 'create-payment'; slug: string }
  | { type: 'report-error'; error: unknown }
  | { type: 'show-error'; message: string }
  | { type: 'emit-success' };

export interface PaymentFlowStep {
  state: PaymentFlowState;
  effects: PaymentFlowEffect[];
}

export const initialPaymentFlowState: PaymentFlowState = { kind: 'choosing' };

export function modalKindOfSlug(slug: string, productSlug: string): PaymentModalKind | null {
  if (slug === productWireSlug(productSlug) || (PAYONEER_WIRE_SLUGS as readonly string[]).includes(slug)) return 'wire';
  if (slug === CARD_METHOD_SLUG) return 'card';
  if (slug === ACH_METHOD_SLUG) return 'ach';
  return null;
}

/** An unknown slug leaves the customer at the chooser with 'Something went wrong.'. */
function openModal(method: PaymentMethod, reference: string | null, productSlug: string): PaymentFlowStep {
  const kind = modalKindOfSlug(method.slug, productSlug);
  if (kind === null) {
    return { state: initialPaymentFlowState, effects: [{ type: 'show-error', message: SOMETHING_WENT_WRONG_MESSAGE }] };
  }
  return { state: { kind, slug: method.slug, reference }, effects: [] };
}

const unchanged = (state: PaymentFlowState): PaymentFlowStep => ({ state, effects: [] });
const closed: PaymentFlowState = { kind: 'closed' };

/**
 * The payment of one invoice, from choosing a method to the end of the method's modal.
 * Pure: what must happen outside is returned as effects.
 */
export function paymentFlowTransition(state: PaymentFlowState, event: PaymentFlowEvent, productSlug: string): PaymentFlowStep {
  if (event.type === 'closed') return state.kind === 'closed' ? unchanged(state) : unchanged(closed);

  switch (state.kind) {
    case 'choosing':
      if (event.type !== 'method-chosen') return unchanged(state);
      if (event.method.redirectUrl) {
        return { state: closed, effects: [{ type: 'open-window', url: event.method.redirectUrl }] };
      }
      if (event.method.needCreatePayment) {
        return {
          state: { kind: 'creating-payment', method: event.method },
          effects: [{ type: 'create-payment', slug: event.method.slug }],
        };
      }
      return openModal(event.method, null, productSlug);
    case 'creating-payment':
      if (event.type === 'payment-created') return openModal(state.method, event.reference, productSlug);
      if (event.type === 'payment-creation-failed') {
        return { state: closed, effects: [{ type: 'report-error', error: event.error }] };
      }
      return unchanged(state);
    case 'wire':
    case 'card':
    case 'ach':
      if (event.type === 'paid') return { state: closed, effects: [{ type: 'emit-success' }] };
      return unchanged(state);
    case 'closed':
      return unchanged(state);
  }
}

/** The metadata of a created payment when there is a reference, else the invoice's. */
export function paymentMetadataUrl(invoiceId: string, slug: string, reference: string | null): string {
  return reference === null
    ? apiPath(API_PATHS.invoicePaymentMetadata, { id: invoiceId, slug })
    : apiPath(API_PATHS.paymentMetadata, { reference, slug });
}
