import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@portal/api-schema/constants';
import { formatDate, formatMinorUnits, WidgetCard, WidgetFact, WidgetFacts, WidgetRetry, WidgetSkeleton } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useGetInvoicesWidgetQuery } from '../billing-api';
import { invoicePagePath } from '../invoices/invoices-table';

export const WIDGET_TITLE = 'Invoices';

function WidgetBody() {
  const { data, isLoading, isError, isFetching, refetch } = useGetInvoicesWidgetQuery(undefined, { refetchOnMountOrArgChange: true });

  if (isLoading) {
    return <WidgetSkeleton label="Loading invoices" lineWidths={['60%', '40%', '80%']} />;
  }
  if (isError || !data) {
    return <WidgetRetry message="The invoice summary could not be loaded." retrying={isFetching} onRetry={() => void refetch()} />;
  }

  const owed = data.outstanding.filter((money) => formatMinorUnits(money.added_value, money.currency) !== '');
  // Amounts of several currencies are not a sum: each says its currency, and the term says they are apart.
  const severalCurrencies = owed.length > 1;
  const outstanding = owed.map((money) => {
    const amount = formatMinorUnits(money.added_value, money.currency);
    return severalCurrencies ? `${amount} ${money.currency.toUpperCase()}` : amount;
  });
  return (
    <WidgetFacts>
      <WidgetFact term={severalCurrencies ? `Outstanding in ${owed.length} currencies` : 'Outstanding'}>
        {outstanding.length === 0 ? (
          <Typography component="dd">Nothing to pay</Typography>
        ) : (
          outstanding.map((amount) => (
            <Typography component="dd" variant="h6" key={amount}>
              {amount}
            </Typography>
          ))
        )}
      </WidgetFact>
      <WidgetFact term="Overdue">
        <Typography component="dd" color={data.overdue_count > 0 ? 'error' : undefined}>
          {data.overdue_count === 1 ? '1 invoice' : `${data.overdue_count} invoices`}
        </Typography>
      </WidgetFact>
      <WidgetFact term="Next due">
        <Typography component="dd">
          {data.next_due ? (
            <>
              <Link component={RouterLink} to={invoicePagePath(data.next_due.id)}>
                {data.next_due.number}
              </Link>
              {` from ${data.next_due.vendor.name}, due ${formatDate(data.next_due.due_on)}: `}
              {formatMinorUnits(data.next_due.total.added_value, data.next_due.total.currency)}
              {data.next_due.payment_on_its_way && ` (${BILLING_TEXTS.paymentOnItsWay.toLowerCase()})`}
            </>
          ) : (
            'No invoice due'
          )}
        </Typography>
      </WidgetFact>
    </WidgetFacts>
  );
}

/** The dashboard's invoice summary: what is outstanding, what is overdue, what is due next. */
export function InvoicesWidgetCard() {
  return (
    <WidgetCard title={WIDGET_TITLE} link={{ to: '/invoices', text: 'View invoices' }}>
      <WidgetBody />
    </WidgetCard>
  );
}
