import { pathWithQuery } from '@portal/api-client';
import { API_PATHS, type Statement } from '@portal/api-schema';
import { billingApi } from '../billing-api';

/** What a statement is asked for: always a currency-or-default and a whole period. */
export interface StatementRequest {
  currency?: string;
  from: string;
  to: string;
}

function statementQuery({ currency, from, to }: StatementRequest) {
  return currency ? { currency, from, to } : { from, to };
}

// Tagged as the invoice list: a new invoice or a payment anywhere in the company changes the balances.
const statementApi = billingApi.injectEndpoints({
  endpoints: (build) => ({
    getStatement: build.query<Statement, StatementRequest>({
      query: (request) => ({ url: pathWithQuery(API_PATHS.statement, statementQuery(request)) }),
      providesTags: ['Invoices'],
    }),
  }),
});

export const { useGetStatementQuery } = statementApi;

export function statementPdfUrl(request: StatementRequest): string {
  return pathWithQuery(API_PATHS.statementPdf, statementQuery(request));
}

export function statementCsvUrl(request: StatementRequest): string {
  return pathWithQuery(API_PATHS.statementCsv, statementQuery(request));
}
