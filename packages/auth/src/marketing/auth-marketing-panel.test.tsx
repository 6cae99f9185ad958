import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AUTH_SLOGAN, AuthMarketingPanel } from './auth-marketing-panel';
import { expertFor } from './experts';

test('shows the slogan and the quote of the expert matching the screen', () => {
  const expert = expertFor('login');
  render(<AuthMarketingPanel routeName="login" />);
  expect(screen.getByRole('complementary', { name: 'Why teams hire here' })).toBeInTheDocument();
  expect(screen.getByText(AUTH_SLOGAN)).toBeInTheDocument();
  expect(screen.getByText(`“${expert.quote}”`)).toBeInTheDocument();
  expect(screen.getByText(expert.name)).toBeInTheDocument();
  expect(screen.getByText(expert.role)).toBeInTheDocument();
  const [first = '', last = ''] = expert.name.split(' ');
  expect(screen.getByRole('img', { name: expert.name })).toHaveTextContent(`${first[0]}${last[0]}`);
});
