import { describe, expect, it } from '@jest/globals';
import type { AchMetadata, BankAccount } from '@portal/api-schema';
import { achFlowTransition, defaultBankAccountId, initialAchFlowState, type AchFlowEvent, type AchFlowState } from './ach-flow';

const account: BankAccount = {
  id: '0b6c2d4e-1111-4222-8333-444455556666',
  last4: '6789',
  bank_name: null,
  status: 'verified',
  is_default: false,
};

function metadata(bankAccounts: BankAccount[]): AchMetadata {
  return {
    public_key: null,
    options: { provider: 'sandbox', amount: { currency: 'USD', added_value: 1000 }, vendor_name: 'Acme' },
    reference: 'PAY-1',
    bank_accounts: bankAccounts,
  };
}

const EVERY_EVENT: AchFlowEvent[] = [
  { type: 'metadata-loaded', metadata: metadata([account]) },
  { type: 'metadata-failed' },
  { type: 'proceed' },
  { type: 'account-created', bankAccountId: 'ba-new' },
  { type: 'account-selected', bankAccountId: 'ba-other' },
  { type: 'verify-new-account' },
  { type: 'pay-answered', bankAccountId: account.id, status: 'bank_not_verified' },
  { type: 'pay-failed' },
  { type: 'verified' },
  { type: 'verify-failed' },
  { type: 'closed' },
];

/** Asserts that every event not listed in `handled` leaves `state` as it is. */
function expectIgnoresAllBut(state: AchFlowState, handled: AchFlowEvent['type'][]) {
  for (const event of EVERY_EVENT.filter((candidate) => !handled.includes(candidate.type))) {
    expect({ event: event.type, next: achFlowTransition(state, event) }).toEqual({ event: event.type, next: state });
  }
}

describe('ACH flow: loading the metadata', () => {
  it('goes to verify for the initial bank account', () => {
    expect(achFlowTransition(initialAchFlowState('ba-1'), { type: 'metadata-loaded', metadata: metadata([account]) })).toEqual({
      step: 'verify',
      bankAccountId: 'ba-1',
    });
  });

  it('goes to choose when the metadata has bank accounts, with a verified one selected', () => {
    const unverified: BankAccount = { ...account, id: 'ba-new', last4: '4444', status: 'new' };
    expect(achFlowTransition(initialAchFlowState(null), { type: 'metadata-loaded', metadata: metadata([unverified, account]) })).toEqual({
      step: 'choose',
      bankAccountId: account.id,
    });
  });

  it('goes to the authorization without bank accounts', () => {
    expect(achFlowTransition(initialAchFlowState(null), { type: 'metadata-loaded', metadata: metadata([]) })).toEqual({
      step: 'authorization',
    });
  });

  it('closes without success when the metadata fails', () => {
    expect(achFlowTransition(initialAchFlowState(null), { type: 'metadata-failed' })).toEqual({ step: 'closed', outcome: 'nothing' });
  });

  it('closes without success on close', () => {
    expect(achFlowTransition(initialAchFlowState(null), { type: 'closed' })).toEqual({ step: 'closed', outcome: 'nothing' });
  });

  it('ignores every other event', () => {
    expectIgnoresAllBut(initialAchFlowState(null), ['metadata-loaded', 'metadata-failed', 'closed']);
  });
});

describe('ACH flow: authorization', () => {
  const state: AchFlowState = { step: 'authorization' };

  it('goes to create account on Proceed', () => {
    expect(achFlowTransition(state, { type: 'proceed' })).toEqual({ step: 'create-account' });
  });

  it('closes without success', () => {
    expect(achFlowTransition(state, { type: 'closed' })).toEqual({ step: 'closed', outcome: 'nothing' });
  });

  it('ignores every other event', () => {
    expectIgnoresAllBut(state, ['proceed', 'closed']);
  });
});

describe('ACH flow: create account', () => {
  const state: AchFlowState = { step: 'create-account' };

  it('goes to verify the created account', () => {
    expect(achFlowTransition(state, { type: 'account-created', bankAccountId: 'ba-new' })).toEqual({
      step: 'verify',
      bankAccountId: 'ba-new',
    });
  });

  it('closes without success', () => {
    expect(achFlowTransition(state, { type: 'closed' })).toEqual({ step: 'closed', outcome: 'nothing' });
  });

  it('ignores every other event (a failed creation stays on the form)', () => {
    expectIgnoresAllBut(state, ['account-created', 'closed']);
  });
});

describe('ACH flow: the default selection', () => {
  const unverified: BankAccount = { ...account, id: 'ba-new', last4: '4444', status: 'new' };

  it('prefers a verified account, else the first, else none', () => {
    expect(defaultBankAccountId([unverified, account])).toBe(account.id);
    expect(defaultBankAccountId([unverified])).toBe('ba-new');
    const companyDefault: BankAccount = { ...account, id: 'ba-default', last4: '5555', is_default: true };
    expect(defaultBankAccountId([unverified, account, companyDefault])).toBe('ba-default');
    // A default that cannot pay yet is not chosen over a verified account.
    expect(defaultBankAccountId([{ ...unverified, is_default: true }, account])).toBe(account.id);
    expect(defaultBankAccountId([])).toBeNull();
  });
});

describe('ACH flow: choose account', () => {
  const state: AchFlowState = { step: 'choose', bankAccountId: 'ba-1' };

  it('selects another account', () => {
    expect(achFlowTransition(state, { type: 'account-selected', bankAccountId: 'ba-other' })).toEqual({
      step: 'choose',
      bankAccountId: 'ba-other',
    });
  });

  it('goes to the authorization for a new bank account', () => {
    expect(achFlowTransition(state, { type: 'verify-new-account' })).toEqual({ step: 'authorization' });
  });

  it('goes to verify the chosen account when the bank is not verified', () => {
    expect(achFlowTransition(state, { type: 'pay-answered', bankAccountId: 'ba-7', status: 'bank_not_verified' })).toEqual({
      step: 'verify',
      bankAccountId: 'ba-7',
    });
  });

  it.each(['processing', 'pending', 'succeeded'])('goes to success when the answer is %s', (status) => {
    expect(achFlowTransition(state, { type: 'pay-answered', bankAccountId: 'ba-7', status })).toEqual({ step: 'success' });
  });

  it('stays at the chooser with the same account selected when paying fails', () => {
    expect(achFlowTransition(state, { type: 'pay-failed' })).toEqual({ step: 'choose', bankAccountId: 'ba-1' });
  });

  it('closes without success', () => {
    expect(achFlowTransition(state, { type: 'closed' })).toEqual({ step: 'closed', outcome: 'nothing' });
  });

  it('ignores every other event', () => {
    expectIgnoresAllBut(state, ['account-selected', 'verify-new-account', 'pay-answered', 'closed']);
  });
});

describe('ACH flow: verify account', () => {
  const state: AchFlowState = { step: 'verify', bankAccountId: 'ba-1' };

  it('goes to success when verified', () => {
    expect(achFlowTransition(state, { type: 'verified' })).toEqual({ step: 'success' });
  });

  it('goes back to the chooser with the account being verified still selected when verifying fails', () => {
    expect(achFlowTransition(state, { type: 'verify-failed' })).toEqual({ step: 'choose', bankAccountId: 'ba-1', depositsSent: true });
  });

  it('closes leaving the payment waiting for the deposits', () => {
    expect(achFlowTransition(state, { type: 'closed' })).toEqual({ step: 'closed', outcome: 'awaiting-deposits' });
  });

  it('ignores every other event', () => {
    expectIgnoresAllBut(state, ['verified', 'verify-failed', 'closed']);
  });
});

describe('ACH flow: back from the deposits', () => {
  const state: AchFlowState = { step: 'choose', bankAccountId: 'ba-1', depositsSent: true };

  it('remembers the deposits sent through the chooser, the authorization and the form', () => {
    expect(achFlowTransition(state, { type: 'account-selected', bankAccountId: 'ba-2' })).toEqual({ ...state, bankAccountId: 'ba-2' });
    const authorization = achFlowTransition(state, { type: 'verify-new-account' });
    expect(authorization).toEqual({ step: 'authorization', depositsSent: true });
    expect(achFlowTransition(authorization, { type: 'proceed' })).toEqual({ step: 'create-account', depositsSent: true });
  });

  it.each<AchFlowState>([state, { step: 'authorization', depositsSent: true }, { step: 'create-account', depositsSent: true }])(
    'closing $step keeps the payment waiting for its deposits',
    (from) => {
      expect(achFlowTransition(from, { type: 'closed' })).toEqual({ step: 'closed', outcome: 'awaiting-deposits' });
    },
  );
});

describe('ACH flow: success and closed', () => {
  it('emits success when the success step is closed', () => {
    expect(achFlowTransition({ step: 'success' }, { type: 'closed' })).toEqual({ step: 'closed', outcome: 'paid' });
  });

  it('ignores every other event at success', () => {
    expectIgnoresAllBut({ step: 'success' }, ['closed']);
  });

  it('ignores every event once closed', () => {
    expectIgnoresAllBut({ step: 'closed', outcome: 'paid' }, []);
    expectIgnoresAllBut({ step: 'closed', outcome: 'awaiting-deposits' }, []);
    expectIgnoresAllBut({ step: 'closed', outcome: 'nothing' }, []);
  });
});
