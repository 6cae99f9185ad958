import { expect, test } from '@jest/globals';
import { endsInText } from './contract-constants';
import { contractsWidgetSchema } from './contracts-widget';

test('how the end of a contract is said', () => {
  expect([0, 1, 2, 7, 30].map(endsInText)).toEqual(['Ends today', 'Ends tomorrow', 'Ends in 2 days', 'Ends in 7 days', 'Ends in 30 days']);
});

test('the card lists at most five of each, ending within 30 days', () => {
  const ending = {
    id: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000001',
    number: 'CTR-2026-0001',
    vendor: { id: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000002', name: 'Northwind Dev Studio' },
    talent: null,
    role_title: '',
    ends_on: '2026-12-01',
    days_left: 7,
    notice_given: false,
    pending_request_kind: null,
  };
  const card = (items: unknown[]) => ({
    awaiting_signature: [],
    ending_soon: items,
    counts: { awaiting_signature: 0, ending_soon: items.length },
  });
  expect(contractsWidgetSchema.safeParse(card(Array(5).fill(ending))).success).toBe(true);
  expect(contractsWidgetSchema.safeParse(card(Array(6).fill(ending))).success).toBe(false);
  expect(contractsWidgetSchema.safeParse(card([{ ...ending, days_left: 31 }])).success).toBe(false);
  expect(contractsWidgetSchema.safeParse(card([{ ...ending, pending_request_kind: 'cancel' }])).success).toBe(false);
});
