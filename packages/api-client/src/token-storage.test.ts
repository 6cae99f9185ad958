import { afterEach, expect, jest, test } from '@jest/globals';
import { CLIENT_ACCESS_TOKEN_KEY } from '@portal/api-schema';
import { tokenStorage } from './token-storage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

test('keeps the token in local storage under the API schema key', () => {
  expect(tokenStorage.get()).toBeNull();
  tokenStorage.set('abc');
  expect(localStorage.getItem(CLIENT_ACCESS_TOKEN_KEY)).toBe('abc');
  expect(tokenStorage.get()).toBe('abc');
  tokenStorage.clear();
  expect(tokenStorage.get()).toBeNull();
});

test('treats an empty stored value as no token', () => {
  localStorage.setItem(CLIENT_ACCESS_TOKEN_KEY, '');
  expect(tokenStorage.get()).toBeNull();
});

test('does not throw when the storage does', () => {
  const broken = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(broken);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(broken);
  jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(broken);
  expect(() => tokenStorage.set('abc')).not.toThrow();
  expect(tokenStorage.get()).toBeNull();
  expect(() => tokenStorage.clear()).not.toThrow();
});
