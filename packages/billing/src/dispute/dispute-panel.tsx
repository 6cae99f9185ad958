import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { downloadFile } from '@portal/api-client';
import type { Dispute, DisputeMessage, InvoiceDetail } from '@portal/api-schema';
import { DISPUTE_REASON_LABELS, DISPUTE_TEXTS } from '@portal/api-schema/constants';
import { formatDate, formatDateTime, formatMinorUnits } from '@portal/ui';
import { useId, useState } from 'react';
import { useGetInvoiceDisputeQuery } from './dispute-api';
import { fileSize } from './dispute-form';
import { DisputeReplyForm } from './dispute-reply-form';

/** Where the dispute stands, in words: waiting for the vendor (and why Pay is not offered), or its outcome. */
function DisputeOutcome({ dispute, invoice }: { dispute: Dispute; invoice: InvoiceDetail }) {
  const settled = dispute.settled_at ? formatDate(dispute.settled_at) : '';
  if (dispute.status === 'open') {
    return (
      <Alert severity="warning">
        <AlertTitle>Disputed: waiting for {invoice.vendor.name} to answer</AlertTitle>
        {DISPUTE_TEXTS.payBlocked}
      </Alert>
    );
  }
  if (dispute.status === 'adjusted' && dispute.credit_note) {
    const { number, amount } = dispute.credit_note;
    return (
      <Alert severity="success">
        <AlertTitle>Adjusted by credit note {number}</AlertTitle>
        {invoice.vendor.name} credited {formatMinorUnits(amount.added_value, amount.currency)} on {settled}. The invoice now totals{' '}
        <strong>{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</strong>.
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      <AlertTitle>Resolved as billed</AlertTitle>
      {invoice.vendor.name} answered on {settled}: the invoice stands as issued,{' '}
      <strong>{formatMinorUnits(invoice.total.added_value, invoice.total.currency)}</strong>.
    </Alert>
  );
}

function Attachment({ attachment }: { attachment: NonNullable<DisputeMessage['attachment']> }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(attachment.url, attachment.name);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="small"
      variant="text"
      startIcon={<FileDownloadOutlinedIcon />}
      loading={downloading}
      onClick={() => void download()}
      aria-label={`Download ${attachment.name}`}
      sx={{ justifySelf: 'start', textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left' }}
    >
      {attachment.name} ({fileSize(attachment.size_bytes)})
    </Button>
  );
}

function Thread({ messages }: { messages: DisputeMessage[] }) {
  return (
    <Box component="ol" aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          sx={{
            display: 'grid',
            gap: 0.5,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: message.author === 'vendor' ? 'action.hover' : 'background.paper',
            minWidth: 0,
          }}
        >
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {message.author_name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {message.author === 'vendor' ? 'Vendor' : 'Your company'} ·{' '}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.body}</Typography>
          {message.attachment && <Attachment attachment={message.attachment} />}
        </Box>
      ))}
    </Box>
  );
}

/**
 * The invoice's dispute, when it has one: where it stands (and why Pay is not offered while it is
 * open), the reason, the thread with its files, and a reply while it is open. It updates by itself
 * when the vendor answers: the answer is a live change of the invoice, whose tag this query carries.
 */
export function DisputePanel({ invoice }: { invoice: InvoiceDetail }) {
  const headingId = useId();
  const { data } = useGetInvoiceDisputeQuery(invoice.id);
  const dispute = data?.dispute;
  if (!dispute) return null;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2, display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h6" component="h2" id={headingId}>
          Dispute
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {DISPUTE_REASON_LABELS[dispute.reason]} · raised {formatDateTime(dispute.created_at)}
        </Typography>
      </Box>
      <DisputeOutcome dispute={dispute} invoice={invoice} />
      <Thread messages={dispute.messages} />
      {dispute.status === 'open' && <DisputeReplyForm invoiceId={invoice.id} />}
    </Paper>
  );
}
