import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

test('the text is read but takes one pixel, whatever its length', () => {
  render(
    <p>
      <VisuallyHidden id="hidden">{'A long text for screen readers only. '.repeat(20)}</VisuallyHidden>
      12 h
    </p>,
  );
  const hidden = screen.getByText(/A long text for screen readers only/);
  expect(hidden).toHaveAttribute('id', 'hidden');
  const style = getComputedStyle(hidden);
  expect(style.position).toBe('absolute');
  expect(style.width).toBe('1px');
  expect(style.height).toBe('1px');
  expect(style.overflow).toBe('hidden');
});
