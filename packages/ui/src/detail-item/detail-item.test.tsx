import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DetailItem } from './detail-item';

describe('DetailItem', () => {
  test('is a term with its description', () => {
    renderWithTheme(
      <dl>
        <DetailItem term="Due">Mar 3, 2026</DetailItem>
      </dl>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Due');
    expect(screen.getByRole('definition')).toHaveTextContent('Mar 3, 2026');
  });
});
