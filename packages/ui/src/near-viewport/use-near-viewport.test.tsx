import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('useNearViewport', () => {
  test('without IntersectionObserver the element counts as near at once', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  test('with it, the element is far until it intersects, then near for good', () => {
    let report: Callback = () => undefined;
    const disconnect = jest.fn();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback) {
        report = callback;
      }
      observe() {}
      disconnect() {
        disconnect();
      }
    };
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
