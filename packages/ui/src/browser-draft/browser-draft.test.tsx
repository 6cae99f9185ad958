import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { renderHook } from '@testing-library/react';
import { browserDraft, useBrowserDraft } from './browser-draft';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('browserDraft', () => {
  test('keeps a value as JSON under its key, in the storage asked for', () => {
    const draft = browserDraft('portal.wizard.u1', 'local');
    expect(draft.load()).toBeNull();
    draft.save({ step: 2, answers: { name: 'Initech' } });
    expect(window.localStorage.getItem('portal.wizard.u1')).toBe('{"step":2,"answers":{"name":"Initech"}}');
    expect(window.sessionStorage.length).toBe(0);
    expect(draft.load()).toEqual({ step: 2, answers: { name: 'Initech' } });
    draft.clear();
    expect(window.localStorage.getItem('portal.wizard.u1')).toBeNull();
  });

  test('session storage for a draft of the tab only', () => {
    browserDraft('portal.talent-request-draft.u1', 'session').save({ title: 'React developer' });
    expect(JSON.parse(window.sessionStorage.getItem('portal.talent-request-draft.u1') ?? 'null')).toEqual({ title: 'React developer' });
    expect(window.localStorage.length).toBe(0);
  });

  test('what cannot be read loads as nothing', () => {
    window.localStorage.setItem('portal.wizard.u1', '{not json');
    expect(browserDraft('portal.wizard.u1', 'local').load()).toBeNull();
  });

  test('full or disabled storage never throws', () => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    const draft = browserDraft('portal.wizard.u1', 'local');
    expect(() => draft.save({ step: 1 })).not.toThrow();
    expect(draft.load()).toBeNull();
    expect(() => draft.clear()).not.toThrow();
  });
});

test('useBrowserDraft gives the same draft while its key stays, and another for another key', () => {
  const { result, rerender } = renderHook(({ key }) => useBrowserDraft(key, 'local'), { initialProps: { key: 'portal.wizard.u1' } });
  const first = result.current;
  rerender({ key: 'portal.wizard.u1' });
  expect(result.current).toBe(first);
  rerender({ key: 'portal.wizard.u2' });
  expect(result.current).not.toBe(first);
  result.current.save({ step: 3 });
  expect(window.localStorage.getItem('portal.wizard.u2')).toBe('{"step":3}');
});
