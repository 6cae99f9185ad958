import { BANK_NOT_VERIFIED, type AchMetadata } from '@portal/api-schema';

export type AchFlowState =
  | { step: 'loading'; initialBankAccountId: string | null }
  | { step: 'authorization' }
  | { step: 'create-account' }
  | { step: 'choose' }
  | { step: 'verify'; bankAccountId: string }
  | { step: 'success' }
  | { step: 'closed'; paid: boolean };

export type AchFlowEvent =
  | { type: 'metadata-loaded'; metadata: AchMetadata }
  | { type: 'metadata-failed' }
  | { type: 'proceed' }
  | { type: 'account-created'; bankAccountId: string }
  | { type: 'verify-new-account' }
  | { type: 'pay-answered'; bankAccountId: string; status: string }
  | { type: 'pay-failed' }
  | { type: 'verified' }
  | { type: 'verify-failed' }
  | { type: 'closed' };

export function initialAchFlowState(initialBankAccountId: string | null): AchFlowState {
  return { step: 'loading', initialBankAccountId };
}

/**
 * The steps of an ACH payment. Pure; `closed.paid` tells whether closing emits
 * success (only from the success step).
 */
export function achFlowTransition(state: AchFlowState, event: AchFlowEvent): AchFlowState {
  if (event.type === 'closed') {
    return state.step === 'closed' ? state : { step: 'closed', paid: state.step === 'success' };
  }
  switch (state.step) {
    case 'loading':
      if (event.type === 'metadata-failed') return { step: 'closed', paid: false };
      if (event.type !== 'metadata-loaded') return state;
      if (state.initialBankAccountId !== null) return { step: 'verify', bankAccountId: state.initialBankAccountId };
      return event.metadata.bank_accounts.length > 0 ? { step: 'choose' } : { step: 'authorization' };
    case 'authorization':
      return event.type === 'proceed' ? { step: 'create-account' } : state;
    case 'create-account':
      return event.type === 'account-created' ? { step: 'verify', bankAccountId: event.bankAccountId } : state;
    case 'choose':
      if (event.type === 'verify-new-account') return { step: 'authorization' };
      if (event.type === 'pay-answered') {
        return event.status === BANK_NOT_VERIFIED ? { step: 'verify', bankAccountId: event.bankAccountId } : { step: 'success' };
      }
      // A failed call leaves the customer at the chooser.
      return state;
    case 'verify':
      if (event.type === 'verified') return { step: 'success' };
      if (event.type === 'verify-failed') return { step: 'choose' };
      return state;
    case 'success':
    case 'closed':
      return state;
  }
}
