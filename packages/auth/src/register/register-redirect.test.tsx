import { afterEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '../browser/page-navigation';
import { routes } from '../routes';
import { renderLightRoutes } from '@portal/ui/testing';

const originalReplace = pageNavigation.replace;
afterEach(() => {
  pageNavigation.replace = originalReplace;
});

test('/register leaves the app for the sign-up page with interest and source', async () => {
  const replace = jest.fn<(url: string) => void>();
  pageNavigation.replace = replace;
  renderLightRoutes(routes, { path: '/register?interest=react&source=newsletter' });

  await waitFor(() => expect(replace).toHaveBeenCalledWith('https://hire.example.test/signup?developer_interest=react&source=newsletter'));
  expect(screen.getByRole('link', { name: 'open the sign-up page' })).toHaveAttribute(
    'href',
    'https://hire.example.test/signup?developer_interest=react&source=newsletter',
  );
});
