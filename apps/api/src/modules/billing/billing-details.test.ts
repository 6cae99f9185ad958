import { describe, expect, test } from '@jest/globals';
import { sanitizeBillingDetails } from './billing-details';

describe('sanitizeBillingDetails', () => {
  test('keeps formatting, tables and https links', async () => {
    const markup = '<p><strong>IBAN</strong> DE89 3704</p><table><tbody><tr><td>SWIFT</td></tr></tbody></table>';
    expect(await sanitizeBillingDetails(markup)).toBe(markup);
    expect(await sanitizeBillingDetails('<a href="https://bank.example.com">bank</a>')).toBe(
      '<a href="https://bank.example.com" rel="noopener noreferrer" target="_blank">bank</a>',
    );
  });

  test.each([
    ['<script>alert(1)</script>x', 'x'],
    ['<img src=x onerror=alert(1)>x', 'x'],
    ['<a href="javascript:alert(1)" target="_self">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example.com"></iframe>x', 'x'],
    ['<svg><script>alert(1)</script></svg>x', 'x'],
  ])('removes %s', async (markup, expected) => {
    expect(await sanitizeBillingDetails(markup)).toBe(expected);
  });
});
