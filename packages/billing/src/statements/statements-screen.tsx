import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { downloadFile, errorToastText, isApiError } from '@portal/api-client';
import type { Statement } from '@portal/api-schema';
import { endsBeforeStart, STATEMENT_PERIOD_TOO_LONG, statementPeriodTooLong } from '@portal/api-schema/constants';
import {
  DateRangeFilter,
  DetailItem,
  DetailList,
  DownloadButton,
  ErrorState,
  FiltersBar,
  FilterSelect,
  formatDate,
  formatMinorUnits,
  PageScaffold,
  useUrlFilters,
} from '@portal/ui';
import { useState } from 'react';
import { BillingTabs } from '../billing-tabs/billing-tabs';
import { statementCsvUrl, statementPdfUrl, useGetStatementQuery, type StatementRequest } from './statement-api';
import { localIsoDay, statementFiltersSchema, statementPeriodOf } from './statement-filters';
import { StatementAgingTable, StatementLinesSkeleton, StatementLinesTable } from './statement-tables';

export const NO_LINES = 'No invoices or payments in this period.';

/** The company's statement of account: one currency over a period, on screen, as PDF and as CSV. */
export function StatementsScreen() {
  const { filters, setFilters } = useUrlFilters(statementFiltersSchema);
  // The default period ends today: read once, so that a page left open past midnight keeps its statement.
  const [today] = useState(() => localIsoDay(new Date()));
  const period = statementPeriodOf(filters, today);
  const request: StatementRequest = { ...(filters.currency ? { currency: filters.currency } : {}), ...period };

  // Told beside To and not sent: the API would refuse them the same way.
  const tooLong = statementPeriodTooLong(period);
  const invalid = endsBeforeStart(period) || tooLong;
  const statement = useGetStatementQuery(request, { skip: invalid, refetchOnMountOrArgChange: true });
  // The last statement's currencies stay listed while another loads.
  const currencies = statement.data?.currencies ?? [];
  const currency = filters.currency ?? statement.data?.currency ?? '';
  const choices = currency && !currencies.includes(currency) ? [currency, ...currencies] : currencies;
  const shown = statement.currentData;

  const fileName = (extension: string) => `statement-${currency || 'default'}-${period.from}-to-${period.to}.${extension}`;

  return (
    <PageScaffold
      title="Statements"
      actions={
        <>
          <DownloadButton
            label="Download PDF"
            disabled={invalid}
            onDownload={() => downloadFile(statementPdfUrl(request), fileName('pdf'))}
          />
          <DownloadButton
            label="Download CSV"
            disabled={invalid}
            onDownload={() => downloadFile(statementCsvUrl(request), fileName('csv'))}
          />
        </>
      }
    >
      <BillingTabs />
      <FiltersBar label="Statement period" active={false} onClear={() => undefined}>
        {choices.length > 0 && (
          <FilterSelect label="Currency" minWidth={120} value={currency} onChange={(next) => setFilters({ ...filters, currency: next })}>
            {choices.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </FilterSelect>
        )}
        <DateRangeFilter
          fromLabel="From"
          toLabel="To"
          width={180}
          value={period}
          toError={tooLong ? STATEMENT_PERIOD_TOO_LONG : undefined}
          onChange={({ from, to }) => setFilters({ ...filters, from: from ?? period.from, to: to ?? period.to })}
        />
      </FiltersBar>

      {invalid ? null : statement.isError && !shown ? (
        isApiError(statement.error) && statement.error.status === 422 ? (
          <ErrorState title="This statement cannot be shown." description={errorToastText(statement.error)} />
        ) : (
          <ErrorState title="The statement could not be loaded." onRetry={() => void statement.refetch()} />
        )
      ) : !shown ? (
        <StatementLinesSkeleton />
      ) : (
        <StatementBody statement={shown} />
      )}
    </PageScaffold>
  );
}

function StatementBody({ statement }: { statement: Statement }) {
  const money = (minor: number) => formatMinorUnits(minor, statement.currency, { showZero: true });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <section aria-labelledby="statement-summary">
        <Typography id="statement-summary" variant="h2" sx={{ mb: 1.5 }}>
          {statement.currency} statement, {formatDate(statement.from)} to {formatDate(statement.to)}
        </Typography>
        <DetailList columns={{ xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}>
          <DetailItem term="Opening balance">{money(statement.opening_balance.added_value)}</DetailItem>
          <DetailItem term="Invoices (charges)">{money(statement.total_charges.added_value)}</DetailItem>
          <DetailItem term="Payments (credits)">{money(statement.total_credits.added_value)}</DetailItem>
          <DetailItem term="Closing balance">
            <strong>{money(statement.closing_balance.added_value)}</strong>
          </DetailItem>
        </DetailList>
      </section>
      <section aria-labelledby="statement-lines">
        <Typography id="statement-lines" variant="h3" component="h2" sx={{ mb: 1 }}>
          Transactions
        </Typography>
        {statement.lines.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {NO_LINES}
          </Typography>
        )}
        <StatementLinesTable statement={statement} />
      </section>
      <section aria-labelledby="statement-aging">
        <Typography id="statement-aging" variant="h3" component="h2" sx={{ mb: 1 }}>
          Outstanding on {formatDate(statement.to)}, by days past due
        </Typography>
        <StatementAgingTable statement={statement} />
      </section>
    </Box>
  );
}
