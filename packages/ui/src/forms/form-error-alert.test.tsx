import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { FormErrorAlert } from './form-error-alert';

describe('FormErrorAlert', () => {
  test('shows the text as an alert, one error per line', () => {
    renderWithTheme(<FormErrorAlert text={'Requests are paused - company\nTry again later - time'} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Requests are paused - company');
    expect(alert).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  test('shows nothing without a text', () => {
    renderWithTheme(<FormErrorAlert text={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
