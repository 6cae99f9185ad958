import { afterEach, describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { fakeIntersectionObserver, removeFakeIntersectionObserver } from '../testing/fake-intersection-observer';
import { WhenNearViewport } from './when-near-viewport';

let loads = 0;
const Content = lazy(async () => {
  loads += 1;
  return { default: () => <p>The content</p> };
});

afterEach(removeFakeIntersectionObserver);

describe('WhenNearViewport', () => {
  test('shows the placeholder, and neither loads nor builds the content, until its place comes near', async () => {
    const places = fakeIntersectionObserver();
    render(
      <WhenNearViewport margin="300px" placeholder={<p>Loading</p>}>
        <Content />
      </WhenNearViewport>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    const [place] = places;
    expect(place?.margin).toBe('300px');
    expect(loads).toBe(0);

    act(() => place?.report(true));
    expect(await screen.findByText('The content')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
