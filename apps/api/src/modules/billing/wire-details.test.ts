import { describe, expect, test } from '@jest/globals';
import { wireDetailsMarkup, wireRowsFor } from './wire-details';

const row = (label: string, value: string) => ({ label, value });

describe('wireRowsFor', () => {
  const details = {
    'payoneer-local-wire:EUR': [row('IBAN', 'LU41')],
    'payoneer-local-wire': [row('Account number', '1111')],
    'marketplace-wire': [row('Bank name', 'First Bank'), row('Reference', 'NWD-58213'), row(' reference ', 'X')],
    'payoneer-swift-wire': [row('Reference', 'ONLY')],
  };

  test("the method's rows in the invoice's currency come before the method's own", () => {
    expect(wireRowsFor(details, 'payoneer-local-wire', 'EUR')).toEqual([row('IBAN', 'LU41')]);
    expect(wireRowsFor(details, 'payoneer-local-wire', 'USD')).toEqual([row('Account number', '1111')]);
  });

  test("the vendor's own reference rows are dropped: the invoice number is the one reference", () => {
    expect(wireRowsFor(details, 'marketplace-wire', 'USD')).toEqual([row('Bank name', 'First Bank')]);
  });

  test('no rows, or only a reference, is none: the billing details apply', () => {
    expect(wireRowsFor(details, 'payoneer-account-wire', 'USD')).toBeNull();
    expect(wireRowsFor(details, 'payoneer-swift-wire', 'USD')).toBeNull();
    expect(wireRowsFor({ 'marketplace-wire': [] }, 'marketplace-wire', 'USD')).toBeNull();
  });
});

describe('wireDetailsMarkup', () => {
  const base = { fallbackMarkup: '<p>Old</p>', invoiceNumber: 'INV-1', amount: '$10.00' };

  test('a table of the rows, escaped, ending with the invoice number as the reference', () => {
    expect(wireDetailsMarkup({ ...base, slug: 'marketplace-wire', rows: [row('Bank <name>', 'A & B "C"')] })).toBe(
      '<table><tbody><tr><th>Bank &lt;name&gt;</th><td>A &amp; B &quot;C&quot;</td></tr><tr><th>Reference</th><td>INV-1</td></tr></tbody></table>',
    );
  });

  test('a Payoneer balance payment adds its steps, quoting the amount and the invoice number', () => {
    const markup = wireDetailsMarkup({ ...base, slug: 'payoneer-account-wire', rows: [row('Recipient e-mail', 'pay@v.example')] });
    expect(markup).toMatch(/^<table>.*pay@v\.example.*<\/table><ol><li>Sign in to your Payoneer account\.<\/li>/);
    expect(markup).toContain('<li>Pay $10.00 from your Payoneer balance.</li>');
    expect(markup).toContain('<li>Write INV-1 in the payment&#39;s description');
  });

  test("without rows, the vendor's billing details followed by the reference", () => {
    expect(wireDetailsMarkup({ ...base, slug: 'payoneer-swift-wire', rows: null, invoiceNumber: 'INV-<2>' })).toBe(
      '<p>Old</p><p>Reference: <strong>INV-&lt;2&gt;</strong></p>',
    );
  });
});
