import { expect, jest, test } from '@jest/globals';
import { countText, formatNumber, loadLocaleDataWhenIdle } from './format-number';

test('one takes the singular, any other count the plural, with en-US grouping', () => {
  expect(countText(1, 'invoice')).toBe('1 invoice');
  expect(countText(0, 'invoice')).toBe('0 invoices');
  expect(countText(1234, 'request')).toBe('1,234 requests');
  expect(countText(2, 'person', 'people')).toBe('2 people');
});

test('a number keeps at most the decimals asked for', () => {
  expect(formatNumber(152.25, 1)).toBe('152.3');
  expect(formatNumber(152.25, 2)).toBe('152.25');
  expect(formatNumber(1234.5)).toBe('1,235');
});

test('the locale data is asked for when the browser is idle, and the ask is withdrawn when the rows come first', () => {
  const callbacks: IdleRequestCallback[] = [];
  const request = jest.fn((callback: IdleRequestCallback) => callbacks.push(callback));
  const cancel = jest.fn();
  Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
  try {
    const stop = loadLocaleDataWhenIdle();
    expect(request).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  } finally {
    Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined });
  }
});
