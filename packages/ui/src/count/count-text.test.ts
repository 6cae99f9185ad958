import { expect, test } from '@jest/globals';
import { countText } from './count-text';

test('one takes the singular, any other count the plural, with en-US grouping', () => {
  expect(countText(1, 'invoice')).toBe('1 invoice');
  expect(countText(0, 'invoice')).toBe('0 invoices');
  expect(countText(1234, 'request')).toBe('1,234 requests');
  expect(countText(2, 'person', 'people')).toBe('2 people');
});
