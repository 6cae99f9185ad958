import { describe, expect, test } from '@jest/globals';
import { changeRequestFormSchema, changeRequestInputSchema } from './contract-requests';
import { changeRequestStateProblem, pendingChangeRequestMessage } from './contract-requests-constants';

const format = (iso: string) => `<${iso}>`;
const active = { status: 'active', starts_on: '2026-06-01', ends_on: '2027-06-30' } as const;

describe('a change request as sent', () => {
  test('the reason is trimmed and optional; the date is a real calendar day', () => {
    expect(changeRequestInputSchema.parse({ kind: 'end', requested_end_on: '2027-01-31', reason: '  Budget  ' })).toEqual({
      kind: 'end',
      requested_end_on: '2027-01-31',
      reason: 'Budget',
    });
    expect(changeRequestInputSchema.safeParse({ kind: 'end', requested_end_on: '2027-02-29' }).success).toBe(false);
    expect(changeRequestInputSchema.safeParse({ kind: 'renew', requested_end_on: '2027-01-31' }).success).toBe(false);
  });

  test("the form's schema adds the contract's date rules on requested_end_on, in the reader's date format", () => {
    const schema = changeRequestFormSchema(active, '2026-11-24', format);
    const refused = schema.safeParse({ kind: 'extension', requested_end_on: '2027-06-30' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['requested_end_on', 'Choose a date after the current end date, <2027-06-30>.'],
    ]);
    expect(schema.safeParse({ kind: 'extension', requested_end_on: '2027-07-01' }).success).toBe(true);
    // A short end is allowed: the form warns, the vendor decides.
    expect(schema.safeParse({ kind: 'end', requested_end_on: '2026-11-24' }).success).toBe(true);
  });
});

test('the 409s name what forbids the request', () => {
  expect(changeRequestStateProblem('end', { ...active, status: 'ended' })).toBe(
    'Only a signed or active contract can be ended; this one is ended.',
  );
  expect(changeRequestStateProblem('extension', active)).toBeNull();
  expect(pendingChangeRequestMessage({ kind: 'end', requestedEndOn: '2027-01-31' }, 'Northwind', format)).toBe(
    'An end on <2027-01-31> is already waiting for Northwind. Withdraw it before sending another request.',
  );
});
