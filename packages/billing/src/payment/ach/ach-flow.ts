import { BANK_NOT_VERIFIED, type AchMetadata, type BankAccount } from '@portal/api-schema';

/**
 * What closing the dialog leaves behind: `paid` (the payment went ahead: the flow emits success),
 * `awaiting-deposits` (a payment waits for the account's deposits; it is found again from the
 * invoice's 'Verify bank account'), or `nothing` (no payment was authorized: the dialog cancels
 * the pending payment, so that the invoice's timeline does not keep a payment started forever).
 */
type AchClosedOutcome = 'paid' | 'awaiting-deposits' | 'nothing';

export type AchFlowState =
  | { step: 'loading'; initialBankAccountId: string | null }
  /**
   * `depositsSent`: deposits were sent for the payment in this dialog (the customer came back from
   * the verify step), so closing keeps the payment waiting for them.
   */
  | { step: 'authorization'; depositsSent?: true }
  | { step: 'create-account'; depositsSent?: true }
  /** `bankAccountId`: the account selected in the chooser (null when there is none to select). */
  | { step: 'choose'; bankAccountId: string | null; depositsSent?: true }
  | { step: 'verify'; bankAccountId: string }
  | { step: 'success' }
  | { step: 'closed'; outcome: AchClosedOutcome };

export type AchFlowEvent =
  | { type: 'metadata-loaded'; metadata: AchMetadata }
  | { type: 'metadata-failed' }
  | { type: 'proceed' }
  | { type: 'account-created'; bankAccountId: string }
  | { type: 'account-selected'; bankAccountId: string }
  | { type: 'verify-new-account' }
  | { type: 'pay-answered'; bankAccountId: string; status: string }
  | { type: 'pay-failed' }
  | { type: 'verified' }
  | { type: 'verify-failed' }
  | { type: 'closed' };

export function initialAchFlowState(initialBankAccountId: string | null): AchFlowState {
  return { step: 'loading', initialBankAccountId };
}

/** The chooser's first selection: the company's default when it is verified, else a verified account (which pays at once), else the first one. */
export function defaultBankAccountId(accounts: readonly BankAccount[]): string | null {
  const verified = accounts.filter((account) => account.status === 'verified');
  return (verified.find((account) => account.is_default) ?? verified[0] ?? accounts[0])?.id ?? null;
}

function sent(state: { depositsSent?: true }): { depositsSent?: true } {
  return state.depositsSent ? { depositsSent: true } : {};
}

/** What closing means in each step. */
function closedFrom(state: AchFlowState): AchFlowState {
  switch (state.step) {
    case 'closed':
      return state;
    case 'success':
      return { step: 'closed', outcome: 'paid' };
    // The deposits were sent for this account and its payment waits for them.
    case 'verify':
      return { step: 'closed', outcome: 'awaiting-deposits' };
    case 'loading':
      return { step: 'closed', outcome: 'nothing' };
    case 'authorization':
    case 'create-account':
    case 'choose':
      return { step: 'closed', outcome: state.depositsSent ? 'awaiting-deposits' : 'nothing' };
  }
}

/**
 * The steps of an ACH payment. Pure. The chooser's selection lives here, so that coming back to it
 * (a wrong deposit amount, a failed payment) keeps the account the customer was working on.
 */
export function achFlowTransition(state: AchFlowState, event: AchFlowEvent): AchFlowState {
  if (event.type === 'closed') return closedFrom(state);
  switch (state.step) {
    case 'loading':
      if (event.type === 'metadata-failed') return { step: 'closed', outcome: 'nothing' };
      if (event.type !== 'metadata-loaded') return state;
      if (state.initialBankAccountId !== null) return { step: 'verify', bankAccountId: state.initialBankAccountId };
      return event.metadata.bank_accounts.length > 0
        ? { step: 'choose', bankAccountId: defaultBankAccountId(event.metadata.bank_accounts) }
        : { step: 'authorization' };
    case 'authorization':
      return event.type === 'proceed' ? { step: 'create-account', ...sent(state) } : state;
    case 'create-account':
      return event.type === 'account-created' ? { step: 'verify', bankAccountId: event.bankAccountId } : state;
    case 'choose':
      if (event.type === 'account-selected') return { step: 'choose', bankAccountId: event.bankAccountId, ...sent(state) };
      if (event.type === 'verify-new-account') return { step: 'authorization', ...sent(state) };
      if (event.type === 'pay-answered') {
        return event.status === BANK_NOT_VERIFIED ? { step: 'verify', bankAccountId: event.bankAccountId } : { step: 'success' };
      }
      // A failed call leaves the customer at the chooser, with the same account selected.
      return state;
    case 'verify':
      if (event.type === 'verified') return { step: 'success' };
      // Wrong amounts: back to the chooser with the account being verified still selected.
      if (event.type === 'verify-failed') return { step: 'choose', bankAccountId: state.bankAccountId, depositsSent: true };
      return state;
    case 'success':
    case 'closed':
      return state;
  }
}
