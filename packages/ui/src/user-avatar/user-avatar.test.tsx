import { expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { UserAvatar } from './user-avatar';

test('shows the initials of first and last name, labelled with the name', () => {
  renderWithTheme(<UserAvatar firstName="Ada" lastName="Lovelace" />);
  expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
});

test('shows up to two initials of a full name', () => {
  renderWithTheme(<UserAvatar name="Grace Brewster Hopper" />);
  expect(screen.getByRole('img', { name: 'Grace Brewster Hopper' })).toHaveTextContent('GB');
});

test('shows the image when given', () => {
  renderWithTheme(<UserAvatar firstName="Ada" lastName="Lovelace" src="/ada.png" size={56} />);
  const image = screen.getByRole('img', { name: 'Ada Lovelace' });
  expect(image.tagName).toBe('IMG');
  expect(image).toHaveAttribute('src', '/ada.png');
});
