import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { whenPageSettled } from './when-page-settled';

function page(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  return {
    window: {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
    } as unknown as Window,
    document: { readyState } as Document,
    fire: (type: string) => listeners.get(type)?.(),
  };
}

describe('whenPageSettled', () => {
  beforeEach(() => void jest.useFakeTimers());
  afterEach(() => void jest.useRealTimers());

  test('a loaded page starts after the delay', () => {
    const start = jest.fn();
    whenPageSettled(start, page('complete'), 3_000);
    jest.advanceTimersByTime(2_999);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a page still loading starts the delay after its load event', () => {
    const start = jest.fn();
    const loading = page('loading');
    whenPageSettled(start, loading, 3_000);
    jest.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
    loading.fire('load');
    jest.advanceTimersByTime(3_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('cancelled, it never starts', () => {
    const start = jest.fn();
    const loading = page('loading');
    const cancel = whenPageSettled(start, loading, 3_000);
    cancel();
    loading.fire('load');
    jest.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
    const cancelLoaded = whenPageSettled(start, page('complete'), 3_000);
    cancelLoaded();
    jest.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
  });
});
