import { describe, expect, test } from '@jest/globals';
import { everyLiveTagType, liveEventTags } from './live-event-tags';

const ID = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001';
const OTHER = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a2001';

describe('liveEventTags', () => {
  test("an invoice's or payment's change refreshes that invoice, the lists, the dashboard card and what needs action", () => {
    const expected = [{ type: 'Invoice', id: ID }, 'Invoices', 'InvoicesWidget', 'DashboardActions'];
    expect(liveEventTags({ kind: 'invoice', id: ID }, null)).toEqual(expected);
    expect(liveEventTags({ kind: 'payment', id: ID }, null)).toEqual(expected);
  });

  test("a contract's change refreshes the contract, its requests and every list built from contracts", () => {
    expect(liveEventTags({ kind: 'contract', id: ID }, null)).toEqual([
      { type: 'Contract', id: ID },
      'ContractList',
      { type: 'ContractChangeRequests', id: ID },
      'DashboardActions',
    ]);
  });

  test('without an id, every object of the type is refreshed', () => {
    expect(liveEventTags({ kind: 'invoice' }, null)).toEqual(['Invoice', 'Invoices', 'InvoicesWidget', 'DashboardActions']);
  });

  test('a change of the signed-in user refreshes the current user; a colleague\'s only the users pages', () => {
    expect(liveEventTags({ kind: 'user', id: ID }, ID)).toContain('CurrentUser');
    expect(liveEventTags({ kind: 'user', id: OTHER }, ID)).not.toContain('CurrentUser');
    expect(liveEventTags({ kind: 'user', id: OTHER }, ID)).toEqual(['Users', { type: 'User', id: OTHER }, { type: 'TwoFactor', id: OTHER }, 'TwoFactorPolicy']);
  });

  test('a resync refreshes every type a change may touch, the current user included', () => {
    const tags = liveEventTags({ kind: 'resync' }, ID);
    expect(tags).toEqual(everyLiveTagType());
    for (const type of ['Invoice', 'ContractList', 'Rfps', 'Candidate', 'Users', 'Invitations', 'Company', 'CurrentUser']) expect(tags).toContain(type);
  });
});
