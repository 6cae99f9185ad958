import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { downloadFile } from '@portal/api-client';
import { contractPagePath, TOTAL_SLUG, type InvoiceDetail } from '@portal/api-schema';
import { hasRole, useSession } from '@portal/auth';
import { DetailItem, DetailList, formatDate, formatDateTime, formatMinorUnits, PageScaffold, RecordPage } from '@portal/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { invoicePdfUrl, useGetInvoiceQuery } from '../billing-api';
import { DisputeAction, DisputePanel } from '../dispute';
import { InvoiceStatusChip } from '../invoices/invoice-status';
import { AcceptDeliveryAction } from './accept-delivery-action';
import { InvoiceLineItems } from './invoice-line-items';
import { InvoiceParties } from './invoice-parties';
import { InvoiceReferences } from './invoice-references';
import { InvoiceTimeline } from './invoice-timeline';
import { PayAction } from './pay-action';
import { PaymentOnItsWayNotice } from './payment-on-its-way-notice';

function period(invoice: InvoiceDetail): string {
  const start = invoice.period_start ? formatDate(invoice.period_start) : '';
  const end = invoice.period_end ? formatDate(invoice.period_end) : '';
  if (start && end) return `${start} – ${end}`;
  return start || end;
}

function Totals({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Box component="ul" aria-label="Totals" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {invoice.totals.map((entry) => {
        const isTotal = entry.slug === TOTAL_SLUG;
        return (
          <Box
            component="li"
            key={entry.slug}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderTop: isTotal ? 1 : 0, borderColor: 'divider' }}
          >
            <Typography component="span" sx={{ fontWeight: isTotal ? 700 : 400 }}>
              {entry.label}
            </Typography>
            {isTotal ? (
              <Typography component="strong" variant="h6" sx={{ fontWeight: 700 }}>
                {formatMinorUnits(entry.added_value, entry.currency)}
              </Typography>
            ) : (
              <Typography component="span">{formatMinorUnits(entry.added_value, entry.currency)}</Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/** The contract the invoice bills: a link to its page for a user who may open contracts. */
function ContractReference({ contract }: { contract: NonNullable<InvoiceDetail['contract']> }) {
  const { user } = useSession();
  const name = contract.title ? `${contract.number} · ${contract.title}` : contract.number;
  if (!hasRole(user, 'contracts')) return <>{name}</>;
  return (
    <Link component={RouterLink} to={contractPagePath(contract.id)}>
      {name}
    </Link>
  );
}

function BackToInvoices() {
  return (
    <Button component={RouterLink} to="/invoices" startIcon={<ArrowBackIcon />}>
      Back to invoices
    </Button>
  );
}

function InvoiceView({ invoice, onPaid }: { invoice: InvoiceDetail; onPaid(): void }) {
  const [downloading, setDownloading] = useState(false);
  const downloadPdf = async () => {
    setDownloading(true);
    try {
      await downloadFile(invoicePdfUrl(invoice.id), `${invoice.number}.pdf`);
    } finally {
      setDownloading(false);
    }
  };
  const invoicePeriod = period(invoice);

  return (
    <PageScaffold
      title={`Invoice ${invoice.number}`}
      subtitle={invoice.vendor.name}
      actions={
        <>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} loading={downloading} onClick={() => void downloadPdf()}>
            Download PDF
          </Button>
          {invoice.can_accept_delivery && <AcceptDeliveryAction invoice={invoice} />}
          <DisputeAction invoice={invoice} />
          <PayAction invoice={invoice} onPaid={onPaid} />
        </>
      }
    >
      <Link component={RouterLink} to="/invoices" sx={{ display: 'inline-block', mb: 2 }}>
        All invoices
      </Link>
      <DisputePanel invoice={invoice} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
        {invoice.payment_on_its_way && <PaymentOnItsWayNotice payment={invoice.payment_on_its_way} />}
        <DetailList columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}>
          <DetailItem term="Number">{invoice.number}</DetailItem>
          <DetailItem term="Vendor">{invoice.vendor.name}</DetailItem>
          <DetailItem term="Status">
            <InvoiceStatusChip status={invoice.status} />
          </DetailItem>
          <DetailItem term="Issued">{formatDate(invoice.issued_on)}</DetailItem>
          <DetailItem term="Due">{formatDate(invoice.due_on)}</DetailItem>
          {invoicePeriod && <DetailItem term="Period">{invoicePeriod}</DetailItem>}
          {invoice.paid_at && <DetailItem term="Paid">{formatDateTime(invoice.paid_at)}</DetailItem>}
          {invoice.contract && (
            <DetailItem term="Contract">
              <ContractReference contract={invoice.contract} />
            </DetailItem>
          )}
        </DetailList>
        <Divider />
        <InvoiceParties issuer={invoice.issuer} billTo={invoice.bill_to} />
        {invoice.description && (
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Description
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{invoice.description}</Typography>
          </Box>
        )}
        <Divider />
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Line items
          </Typography>
          {invoice.line_items.length > 0 ? (
            <InvoiceLineItems invoice={invoice} />
          ) : (
            <Typography color="text.secondary">This invoice lists no line items.</Typography>
          )}
        </Box>
        <Totals invoice={invoice} />
        <Divider />
        <InvoiceTimeline invoiceId={invoice.id} />
      </Paper>
      <InvoiceReferences invoice={invoice} />
    </PageScaffold>
  );
}

export function InvoiceSingleScreen() {
  const { id = '' } = useParams();
  const query = useGetInvoiceQuery(id);

  return (
    <RecordPage
      title="Invoice"
      query={query}
      notFound={{
        title: 'Invoice not found',
        description: 'It does not exist or belongs to another company.',
        action: <BackToInvoices />,
      }}
      errorTitle="The invoice could not be loaded."
      loadingLabel="Loading the invoice"
    >
      {(invoice) => <InvoiceView invoice={invoice} onPaid={() => void query.refetch()} />}
    </RecordPage>
  );
}
