import { afterEach, describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { fakeIntersectionObserver, removeFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { NearViewportHold } from './near-viewport-hold';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(removeFakeIntersectionObserver);

describe('useNearViewport', () => {
  test('without IntersectionObserver the element counts as near at once', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  test('with it, the element is far until it intersects, then near for good', () => {
    const places = fakeIntersectionObserver();
    render(<Probe />);
    const [place] = places;
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => place?.report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => place?.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(place?.disconnected).toBe(true);
  });

  test('inside a held hold the element is not watched; once released it is', () => {
    const places = fakeIntersectionObserver();
    const { rerender } = render(
      <NearViewportHold held>
        <Probe />
      </NearViewportHold>,
    );
    expect(places).toHaveLength(0);
    rerender(
      <NearViewportHold held={false}>
        <Probe />
      </NearViewportHold>,
    );
    expect(places).toHaveLength(1);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => places[0]?.report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
