import { expect, test } from '@jest/globals';
import { signupRedirectUrl } from './signup-redirect-url';

const SIGNUP = 'https://hire.example.test/signup';

test('defaults to a general interest from the client portal', () => {
  expect(signupRedirectUrl(SIGNUP, '')).toBe('https://hire.example.test/signup?developer_interest=general&source=client-portal');
});

test('passes developer_interest and source through', () => {
  expect(signupRedirectUrl(SIGNUP, '?developer_interest=react&source=newsletter')).toBe(
    'https://hire.example.test/signup?developer_interest=react&source=newsletter',
  );
});

test('accepts the short interest parameter', () => {
  expect(signupRedirectUrl(SIGNUP, '?interest=data%20engineering')).toBe(
    'https://hire.example.test/signup?developer_interest=data+engineering&source=client-portal',
  );
});

test('developer_interest wins over interest, and blank values fall back to the defaults', () => {
  expect(signupRedirectUrl(SIGNUP, '?interest=go&developer_interest=rust')).toContain('developer_interest=rust');
  expect(signupRedirectUrl(SIGNUP, '?developer_interest=&source=%20')).toBe(
    'https://hire.example.test/signup?developer_interest=general&source=client-portal',
  );
});

test('keeps the sign-up URL’s own query and replaces only our parameters', () => {
  expect(signupRedirectUrl(`${SIGNUP}?lang=en&source=old`, '?source=ads')).toBe(
    'https://hire.example.test/signup?lang=en&source=ads&developer_interest=general',
  );
});

test('a relative sign-up URL stays relative', () => {
  expect(signupRedirectUrl('/dev/signup', '?interest=ios')).toBe('/dev/signup?developer_interest=ios&source=client-portal');
});

test('drops unrelated incoming parameters', () => {
  expect(signupRedirectUrl(SIGNUP, '?next=/invoices&utm=1')).toBe(
    'https://hire.example.test/signup?developer_interest=general&source=client-portal',
  );
});
