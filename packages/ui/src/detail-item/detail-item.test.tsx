import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DetailItem, DetailList } from './detail-item';

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

  test('a small term over a body-size value unless asked otherwise', () => {
    renderWithTheme(
      <dl>
        <DetailItem term="Rate">$85.00/h</DetailItem>
        <DetailItem term="Reference" termVariant="body1" valueVariant="body2">
          PAY-1
        </DetailItem>
      </dl>,
    );
    const [rateTerm, referenceTerm] = screen.getAllByRole('term');
    const [rate, reference] = screen.getAllByRole('definition');
    expect(rateTerm).toHaveClass('MuiTypography-body2');
    expect(rate).toHaveClass('MuiTypography-body1');
    expect(referenceTerm).toHaveClass('MuiTypography-body1');
    expect(reference).toHaveClass('MuiTypography-body2');
  });
});

describe('DetailList', () => {
  test('is a description list of its items, each term with its value', () => {
    renderWithTheme(
      <DetailList columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }} data-testid="details">
        <DetailItem term="Number">INV-1</DetailItem>
        <DetailItem term="Vendor">Northwind</DetailItem>
      </DetailList>,
    );
    const list = screen.getByTestId('details');
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Number', 'Vendor']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['INV-1', 'Northwind']);
  });

  test('side by side, each item gives its term and value to the list’s two columns', () => {
    renderWithTheme(
      <DetailList layout="side-by-side" data-testid="receipt">
        <DetailItem term="Amount">$10.00</DetailItem>
      </DetailList>,
    );
    const list = screen.getByTestId('receipt');
    expect(getComputedStyle(list).gridTemplateColumns).toBe('auto 1fr');
    expect(getComputedStyle(screen.getByRole('term').parentElement as HTMLElement).display).toBe('contents');
  });
});
