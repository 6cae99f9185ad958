import { describe, expect, test } from '@jest/globals';
import { companyBusinessInputSchema } from './company-users';
import { invoiceReferenceSchema } from './invoice-references';
import { INVOICE_REFERENCE_MAX_LENGTH, INVOICE_REFERENCE_MESSAGES } from './invoice-references-constants';
import { SINGLE_LINE_MESSAGE } from './text-constants';

function messageOf(value: unknown): string | undefined {
  const result = invoiceReferenceSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('a PO number or cost centre', () => {
  test.each(['', 'PO-2026-0415', 'CC 4100/Engineering', '7 #_a.b', 'A'.repeat(INVOICE_REFERENCE_MAX_LENGTH)])('accepts %j', (value) => {
    expect(invoiceReferenceSchema.parse(value)).toBe(value);
  });

  test('is trimmed; spaces alone are none', () => {
    expect(invoiceReferenceSchema.parse('  PO-1  ')).toBe('PO-1');
    expect(invoiceReferenceSchema.parse('   ')).toBe('');
  });

  test.each([
    ['markup', '<b>PO</b>', INVOICE_REFERENCE_MESSAGES.invalid],
    ['quotes', 'PO"1', INVOICE_REFERENCE_MESSAGES.invalid],
    ['a leading separator', '-PO', INVOICE_REFERENCE_MESSAGES.invalid],
    ['a formula', '=SUM(A1)', INVOICE_REFERENCE_MESSAGES.invalid],
    ['too many characters', 'A'.repeat(INVOICE_REFERENCE_MAX_LENGTH + 1), INVOICE_REFERENCE_MESSAGES.tooLong],
    ['a line break', 'PO\n1', SINGLE_LINE_MESSAGE],
  ])('refuses %s', (_name, value, message) => {
    expect(messageOf(value)).toBe(message);
  });

  test("the company's defaults follow the same rule", () => {
    const business = {
      tax_id: '',
      billing_address_same: true,
      billing_address: { line1: '', line2: '', city: '', region: '', postal_code: '', country: null },
      billing_contacts: [],
      default_po_number: 'PO"1',
      default_cost_centre: '=1',
      preferred_currency: null,
    };
    const result = companyBusinessInputSchema.safeParse(business);
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['default_po_number', INVOICE_REFERENCE_MESSAGES.invalid],
      ['default_cost_centre', INVOICE_REFERENCE_MESSAGES.invalid],
    ]);
  });
});
