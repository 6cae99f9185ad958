import { describe, expect, jest, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderWithTheme } from '../testing/render-with-theme';
import { PageNotFound, PageStates, RecordPage, type PageStatesQuery } from './page-states';

const NOT_FOUND = {
  title: 'Invoice not found',
  description: 'It does not exist or belongs to another company.',
  action: <a href="/invoices">Back to invoices</a>,
};

function renderStates(query: PageStatesQuery, loadingLabel?: string) {
  return renderWithTheme(
    <PageStates
      title="Invoice"
      query={query}
      notFound={NOT_FOUND}
      errorTitle="The invoice could not be loaded."
      loadingLabel={loadingLabel}
    />,
  );
}

describe('PageStates', () => {
  test('while the query has not answered, the page title and a labelled spinner', () => {
    renderStates({ isError: false, isFetching: true, refetch: () => undefined }, 'Loading the invoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the invoice' })).toBeInTheDocument();
  });

  test('without a loading label the spinner reads as loading', () => {
    renderStates({ isError: false, isFetching: false, refetch: () => undefined });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  test.each([404, 422])('a %i reads as not found, with the way back', (status) => {
    renderStates({ error: { status, data: {} }, isError: true, isFetching: false, refetch: () => undefined });
    expect(screen.getByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByText('It does not exist or belongs to another company.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('any other failure is an error to try again', async () => {
    const refetch = jest.fn<() => unknown>();
    renderStates({ error: { status: 500, data: {} }, isError: true, isFetching: false, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('The invoice could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('a failed query asking again shows loading, not the failure', () => {
    renderStates({ error: { status: 500, data: {} }, isError: true, isFetching: true, refetch: () => undefined }, 'Loading the invoice');
    expect(screen.getByRole('progressbar', { name: 'Loading the invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

test('PageNotFound is the page title and the not-found text', () => {
  renderWithTheme(<PageNotFound title="Invoice" notFound={NOT_FOUND} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
});

test('without an action, the way back is a link to where it leads', () => {
  renderWithTheme(
    <MemoryRouter>
      <PageNotFound
        title="Invoice"
        notFound={{ title: 'Invoice not found', description: 'Gone.', back: { label: 'Back to invoices', to: '/invoices' } }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/invoices');
});

describe('RecordPage', () => {
  function renderRecord(query: PageStatesQuery & { currentData?: { number: string } }) {
    return renderWithTheme(
      <RecordPage
        title="Invoice"
        query={query}
        notFound={NOT_FOUND}
        errorTitle="The invoice could not be loaded."
        loadingLabel="Loading the invoice"
      >
        {(invoice) => <h1>{`Invoice ${invoice.number}`}</h1>}
      </RecordPage>,
    );
  }

  test('once the query has its record, the record’s page', () => {
    renderRecord({ currentData: { number: 'INV-7' }, isError: false, isFetching: false, refetch: () => undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice INV-7' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('without it, the page’s states', () => {
    renderRecord({ isError: false, isFetching: true, refetch: () => undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the invoice' })).toBeInTheDocument();
  });

  test('a record not found reads as not found', () => {
    renderRecord({ error: { status: 404, data: {} }, isError: true, isFetching: false, refetch: () => undefined });
    expect(screen.getByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });
});
