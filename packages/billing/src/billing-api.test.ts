import { describe, expect, test } from '@jest/globals';
import { toSearchParams } from '@portal/api-client';
import { API_PATHS, type InvoiceListQuery } from '@portal/api-schema';
import { invoiceFilterQuery, invoicePdfUrl, invoicesCsvUrl } from './billing-api';

const invoiceListSearch = (query: InvoiceListQuery) => toSearchParams(query).toString();

describe('billing requests', () => {
  test('the list query repeats status, as the API reads it', () => {
    expect(
      invoiceListSearch({ status: ['open', 'in_escrow'], vendor: 'v1', from: '2026-01-01', sort: 'due_on', limit: 10, cursor: 'c' }),
    ).toBe('status=open&status=in_escrow&vendor=v1&from=2026-01-01&sort=due_on&limit=10&cursor=c');
    expect(invoiceListSearch({ status: 'paid' })).toBe('status=paid');
  });

  test('the CSV has the filters of the list but not its page', () => {
    expect(invoicesCsvUrl({ status: ['open'], to: '2026-02-01', sort: '-due_on', cursor: 'c', limit: 25 })).toBe(
      `${API_PATHS.invoicesCsv}?status=open&to=2026-02-01&sort=-due_on`,
    );
    expect(invoicesCsvUrl({})).toBe(API_PATHS.invoicesCsv);
  });

  test('the count has the filters of the list, without its sort or page', () => {
    expect(
      invoiceFilterQuery({ status: ['open'], vendor: 'v1', from: '2026-01-01', to: '2026-02-01', sort: 'due_on', limit: 10, cursor: 'c' }),
    ).toEqual({ status: ['open'], vendor: 'v1', from: '2026-01-01', to: '2026-02-01' });
  });

  test('the PDF path names the invoice', () => {
    expect(invoicePdfUrl('a b')).toBe('/api/client-cabinet/invoice/a%20b/pdf');
  });
});
