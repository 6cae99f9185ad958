import { describe, expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { usePageTitle, usePageTitleOverride } from './page-title';

function Shell({ children }: { children?: React.ReactNode }) {
  const title = usePageTitleOverride();
  return (
    <>
      <p>title: {title ?? 'from the route'}</p>
      {children}
    </>
  );
}

function Page({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  test('a mounted page names the document, and the route names it again once the page is gone', () => {
    const view = render(
      <Shell>
        <Page title="Personal settings" />
      </Shell>,
    );
    expect(screen.getByText('title: Personal settings')).toBeInTheDocument();
    view.rerender(
      <Shell>
        <Page title={undefined} />
      </Shell>,
    );
    expect(screen.getByText('title: from the route')).toBeInTheDocument();
    view.rerender(
      <Shell>
        <Page title="Personal settings" />
      </Shell>,
    );
    view.rerender(<Shell />);
    expect(screen.getByText('title: from the route')).toBeInTheDocument();
  });
});
