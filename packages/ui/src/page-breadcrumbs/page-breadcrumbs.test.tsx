import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithTheme } from '../testing/render-with-theme';
import { PageBreadcrumbs } from './page-breadcrumbs';

describe('PageBreadcrumbs', () => {
  test('is a navigation of links to the outer pages, ending at the current one', () => {
    renderWithTheme(
      <MemoryRouter>
        <PageBreadcrumbs
          crumbs={[
            { label: 'Requests', to: '/hiring' },
            { label: 'Senior React developer', to: '/hiring/rfp/1' },
            { label: 'Ada Lovelace' },
          ]}
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Requests', '/hiring'],
      ['Senior React developer', '/hiring/rfp/1'],
    ]);
    const current = within(trail).getByText('Ada Lovelace');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.closest('a')).toBeNull();
  });
});
