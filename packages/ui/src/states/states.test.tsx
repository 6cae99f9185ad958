import { describe, expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { PageScaffold } from './page-scaffold';

describe('state pieces', () => {
  test('LoadingState is a labelled progress indicator', () => {
    renderWithTheme(<LoadingState label="Loading invoices" />);
    expect(screen.getByRole('progressbar', { name: 'Loading invoices' })).toBeInTheDocument();
  });

  test('LoadingState has a default label', () => {
    renderWithTheme(<LoadingState />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  test('EmptyState shows title, description and action', () => {
    renderWithTheme(<EmptyState title="No invoices yet" description="Invoices appear here." action={<button>Refresh</button>} />);
    expect(screen.getByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.getByText('Invoices appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  test('ErrorState is an alert with a retry', async () => {
    const onRetry = jest.fn<() => void>();
    renderWithTheme(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('PageScaffold has one h1 and renders its actions and content', () => {
    renderWithTheme(
      <PageScaffold title="Invoices" subtitle="All invoices of your company" actions={<button>Export</button>}>
        <p>table</p>
      </PageScaffold>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('All invoices of your company')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('table')).toBeInTheDocument();
  });

  test('PageScaffold commits its title first, and its actions and content in the next render', () => {
    const atFirstCommit: string[] = [];
    // Part of the title's block, so its layout effect runs in the commit that first shows the title.
    function FirstCommitProbe() {
      useLayoutEffect(() => {
        atFirstCommit.push(document.body.textContent ?? '');
      }, []);
      return null;
    }
    renderWithTheme(
      <PageScaffold title="Invoices" subtitle={<FirstCommitProbe />} actions={<button>Export</button>}>
        <p>table</p>
      </PageScaffold>,
    );
    expect(atFirstCommit).toHaveLength(1);
    expect(atFirstCommit[0]).toContain('Invoices');
    expect(atFirstCommit[0]).not.toContain('Export');
    expect(atFirstCommit[0]).not.toContain('table');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('table')).toBeInTheDocument();
  });
});
