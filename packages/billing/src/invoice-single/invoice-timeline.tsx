import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { InvoiceTimelineEntry } from '@portal/api-schema';
import { INVOICE_STATUS_LABELS } from '@portal/api-schema/constants';
import { formatDate, formatDateTime, formatMinorUnits } from '@portal/ui';
import { useId } from 'react';
import { useGetInvoiceTimelineQuery } from '../billing-api';

type Tone = 'neutral' | 'success' | 'error' | 'warning';

const TONE_COLORS: Record<Tone, string> = {
  neutral: 'text.disabled',
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.main',
};

const account = (entry: InvoiceTimelineEntry) =>
  entry.bank_account_last4 ? `bank account •••• ${entry.bank_account_last4}` : 'the bank account';

/** The saved method and the charge a payment's start names: what the company's bank or card statement shows. */
function paymentStartDetails(entry: InvoiceTimelineEntry): string[] {
  if (entry.kind !== 'payment_started') return [];
  const details: string[] = [];
  if (entry.card_last4) details.push(`Card •••• ${entry.card_last4}`);
  else if (entry.bank_account_last4) details.push(`Bank account •••• ${entry.bank_account_last4}`);
  const { charge } = entry;
  if (charge) {
    const amount = formatMinorUnits(charge.amount.added_value, charge.amount.currency);
    const others = charge.invoice_count - 1;
    details.push(
      others > 0
        ? `Charged ${amount} as ${charge.reference}, with ${others} other ${others === 1 ? 'invoice' : 'invoices'} of the vendor`
        : `Charged ${amount} as ${charge.reference}`,
    );
  }
  return details;
}

/** What an entry says, and how it reads at a glance. */
function timelineText(entry: InvoiceTimelineEntry): { title: string; tone: Tone } {
  switch (entry.kind) {
    case 'issued':
      return { title: 'Invoice issued', tone: 'neutral' };
    case 'payment_started': {
      const started = entry.charge?.autopay ? 'Autopay started a payment' : 'Payment started';
      return { title: entry.method ? `${started}: ${entry.method}` : started, tone: 'neutral' };
    }
    case 'payment_processing':
      return { title: 'Payment processing', tone: 'warning' };
    case 'payment_succeeded':
      return { title: 'Payment succeeded', tone: 'success' };
    case 'payment_failed':
      return { title: 'Payment failed', tone: 'error' };
    case 'payment_canceled':
      return { title: 'Payment cancelled', tone: 'neutral' };
    case 'ach_deposits_sent':
      return { title: `Two deposits sent to ${account(entry)} to verify it`, tone: 'neutral' };
    case 'ach_verification_failed':
      return { title: `The deposit amounts for ${account(entry)} did not match`, tone: 'error' };
    case 'ach_verified':
      return {
        title: `${entry.bank_account_last4 ? `Bank account •••• ${entry.bank_account_last4}` : 'Bank account'} verified`,
        tone: 'success',
      };
    case 'wire_announced':
      return { title: entry.method ? `Wire announced: ${entry.method}` : 'Wire announced', tone: 'warning' };
    case 'wire_received':
      return { title: 'Wire received', tone: 'success' };
    case 'delivery_accepted':
      return { title: 'Delivery accepted', tone: 'success' };
    case 'paid':
      return { title: 'Invoice paid', tone: 'success' };
    case 'dispute_raised':
      return { title: 'Dispute raised', tone: 'warning' };
    case 'dispute_answered':
      return { title: 'Vendor answered', tone: 'neutral' };
    case 'dispute_resolved':
      return { title: 'Resolved as billed', tone: 'success' };
    case 'dispute_adjusted':
      return { title: entry.message ? `Adjusted by credit note ${entry.message}` : 'Adjusted by a credit note', tone: 'success' };
    case 'status_changed':
      return { title: entry.status ? `Status changed to ${INVOICE_STATUS_LABELS[entry.status]}` : 'Status changed', tone: 'neutral' };
  }
}

function TimelineItem({ entry, last }: { entry: InvoiceTimelineEntry; last: boolean }) {
  const { title, tone } = timelineText(entry);
  // The issue date is a calendar day; everything else happened at a moment, shown in the viewer's zone.
  const when = entry.kind === 'issued' ? formatDate(entry.at) : formatDateTime(entry.at);
  // A credit note's number is already in the title.
  const message = entry.kind === 'dispute_adjusted' ? null : entry.message;
  const details = [entry.reference ? `Reference ${entry.reference}` : null, ...paymentStartDetails(entry), message].filter(
    (part): part is string => Boolean(part),
  );
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: '1.25rem 1fr', columnGap: 1.5 }}>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: TONE_COLORS[tone], mt: 0.75, flexShrink: 0 }} />
        {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at} sx={{ display: 'block' }}>
          {when}
        </Typography>
        {details.map((detail) => (
          <Typography
            key={detail}
            variant="body2"
            color={entry.message === detail && tone === 'error' ? 'error' : 'text.secondary'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {detail}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** The invoice's payment timeline: issued, each payment and what became of it, paid. */
export function InvoiceTimeline({ invoiceId }: { invoiceId: string }) {
  const headingId = useId();
  const { data, isError, isFetching, refetch } = useGetInvoiceTimelineQuery(invoiceId);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        Payment timeline
      </Typography>
      {data ? (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((entry, index) => (
            <TimelineItem key={entry.id} entry={entry} last={index === data.length - 1} />
          ))}
        </Box>
      ) : isError && !isFetching ? (
        <Box role="alert" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography color="text.secondary">The timeline could not be loaded.</Typography>
          <Button size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        </Box>
      ) : (
        <CircularProgress size={24} aria-label="Loading the timeline" />
      )}
    </Box>
  );
}
