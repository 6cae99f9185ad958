import { expect, test } from '@jest/globals';
import { toFormBody } from './form-body';

test('sends flat bracketed keys as written', () => {
  expect(toFormBody({ 'reconfirm_consent[isAgreed]': '1' }).toString()).toBe('reconfirm_consent%5BisAgreed%5D=1');
});

test('expands arrays and objects into bracketed keys and skips empty values', () => {
  const body = toFormBody({ bank_account_id: 'ba_1', amounts: [32, 45], holder: { type: 'company' }, note: null });
  expect([...body.entries()]).toEqual([
    ['bank_account_id', 'ba_1'],
    ['amounts[0]', '32'],
    ['amounts[1]', '45'],
    ['holder[type]', 'company'],
  ]);
});

test('passes URLSearchParams through', () => {
  const params = new URLSearchParams('a=1');
  expect(toFormBody(params)).toBe(params);
});
