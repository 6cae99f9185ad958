import { afterEach, describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { WhenNearViewport } from './when-near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

let loads = 0;
const Content = lazy(async () => {
  loads += 1;
  return { default: () => <p>The content</p> };
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('WhenNearViewport', () => {
  test('shows the placeholder, and neither loads nor builds the content, until its place comes near', async () => {
    let report: Callback = () => undefined;
    let margin: string | undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback, options?: { rootMargin?: string }) {
        report = callback;
        margin = options?.rootMargin;
      }
      observe() {}
      disconnect() {}
    };
    render(
      <WhenNearViewport margin="300px" placeholder={<p>Loading</p>}>
        <Content />
      </WhenNearViewport>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(margin).toBe('300px');
    expect(loads).toBe(0);

    act(() => report([{ isIntersecting: true }]));
    expect(await screen.findByText('The content')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
