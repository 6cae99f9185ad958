import { describe, expect, jest, test } from '@jest/globals';
import Typography from '@mui/material/Typography';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { renderWithTheme } from '../testing/render-with-theme';
import { WidgetCard, WidgetFact, WidgetFacts, WidgetRetry, WidgetSkeleton } from './widget-card';

function renderInRouter(ui: ReactElement) {
  return renderWithTheme(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('WidgetCard', () => {
  test('is a region named by its heading, with the link to the full page', () => {
    renderInRouter(
      <WidgetCard title="Invoices" link={{ to: '/invoices', text: 'View invoices' }}>
        <p>Summary</p>
      </WidgetCard>,
    );
    const card = screen.getByRole('region', { name: 'Invoices' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Invoices' })).toBeInTheDocument();
    expect(within(card).getByText('Summary')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/invoices');
  });

  test('the facts are terms with their values', () => {
    renderInRouter(
      <WidgetFacts>
        <WidgetFact term="Overdue">
          <Typography component="dd">2 invoices</Typography>
        </WidgetFact>
      </WidgetFacts>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Overdue');
    expect(screen.getByRole('definition')).toHaveTextContent('2 invoices');
  });

  test('the skeleton is busy and labelled', () => {
    renderInRouter(<WidgetSkeleton label="Loading invoices" lineWidths={['60%', '40%']} />);
    expect(screen.getByRole('progressbar', { name: 'Loading invoices' })).toHaveAttribute('aria-busy', 'true');
  });

  test('the retry line is an alert whose button retries, disabled while retrying', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderInRouter(
      <WidgetRetry message="The invoice summary could not be loaded." retrying={false} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The invoice summary could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <MemoryRouter>
        <WidgetRetry message="The invoice summary could not be loaded." retrying onRetry={onRetry} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
  });
});
