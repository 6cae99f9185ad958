import { describe, expect, test } from '@jest/globals';
import { composeLiveTags, defineLiveTags, liveTag } from './live-event-tags';

const ID = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001';
const OTHER = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a2001';

const invoices = defineLiveTags<'Invoice' | 'Invoices'>({
  invoice: ({ id }) => [liveTag('Invoice', id), 'Invoices'],
  payment: ({ id }) => [liveTag('Invoice', id), 'Invoices'],
});
const session = defineLiveTags<'CurrentUser'>({
  user: ({ id, selfId }) => (!id || id === selfId ? ['CurrentUser'] : []),
});
const dashboard = defineLiveTags<'DashboardActions'>({ invoice: () => ['DashboardActions'] });

describe('composeLiveTags', () => {
  const liveEventTags = composeLiveTags([invoices, session, dashboard]);

  test("a change gathers every feature's tags of its kind, in the order the features are given", () => {
    expect(liveEventTags({ kind: 'invoice', id: ID }, null)).toEqual([{ type: 'Invoice', id: ID }, 'Invoices', 'DashboardActions']);
    expect(liveEventTags({ kind: 'payment', id: ID }, null)).toEqual([{ type: 'Invoice', id: ID }, 'Invoices']);
  });

  test('without an id, every object of the type is refreshed', () => {
    expect(liveEventTags({ kind: 'invoice' }, null)).toEqual(['Invoice', 'Invoices', 'DashboardActions']);
  });

  test('a kind no feature shows refreshes nothing', () => {
    expect(liveEventTags({ kind: 'contract', id: ID }, ID)).toEqual([]);
  });

  test('each feature is given the signed-in user with the change', () => {
    expect(liveEventTags({ kind: 'user', id: ID }, ID)).toEqual(['CurrentUser']);
    expect(liveEventTags({ kind: 'user', id: OTHER }, ID)).toEqual([]);
  });

  test('a resync refreshes every type a change of any kind may touch, once each', () => {
    expect(liveEventTags({ kind: 'resync' }, ID)).toEqual(['Invoice', 'Invoices', 'CurrentUser', 'DashboardActions']);
  });
});
