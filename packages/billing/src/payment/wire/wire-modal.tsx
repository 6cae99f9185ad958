import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { WireMetadata } from '@portal/api-schema';
import { DetailItem, DetailList, notify } from '@portal/ui';
import { useId, useMemo } from 'react';
import { PaymentDialogTitle } from '../payment-dialog-title';
import { sanitizeMarkup } from '../sanitize-markup';
import { wireDetailRows, type WireDetailRow } from './wire-detail-rows';

export const WIRE_NEXT_STEP =
  'Choose Done once you have sent the transfer. We will mark the invoice paid when the transfer arrives, usually in 1-3 business days.';

export interface WireModalProps {
  metadata: WireMetadata;
  onCancel(): void;
  onDone(): void;
}

async function copy(row: WireDetailRow): Promise<void> {
  try {
    await navigator.clipboard.writeText(row.value);
    notify('Copied', 'success');
  } catch {
    notify(`${row.label} could not be copied: select it and copy it by hand.`, 'error');
  }
}

const WIRE_DETAIL_ROW = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
  alignItems: 'center',
  columnGap: 1,
  py: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

function WireDetails({ rows }: { rows: WireDetailRow[] }) {
  // A list's row holds only its term and its value: the copy button sits inside the value.
  return (
    <DetailList data-testid="wire-billing-details" gap={0}>
      {rows.map((row) => (
        <DetailItem
          key={`${row.label}:${row.value}`}
          term={row.label}
          sx={WIRE_DETAIL_ROW}
          valueSx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Typography component="span" sx={{ flex: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
          <IconButton size="small" aria-label={`Copy ${row.label}`} onClick={() => void copy(row)}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </DetailItem>
      ))}
    </DetailList>
  );
}

/**
 * Wire billing details; the server's markup is sanitized before it is shown. Lines of label and
 * value each get a copy button, as they are typed into the customer's bank.
 */
export function WireModal({ metadata, onCancel, onDone }: WireModalProps) {
  const titleId = useId();
  const title = useMemo(() => sanitizeMarkup(metadata.title), [metadata.title]);
  const details = useMemo(() => sanitizeMarkup(metadata.billing_details), [metadata.billing_details]);
  const rows = useMemo(() => wireDetailRows(details), [details]);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <PaymentDialogTitle id={titleId} onClose={onCancel}>
        <span dangerouslySetInnerHTML={{ __html: title }} />
      </PaymentDialogTitle>
      <DialogContent>
        {rows ? (
          <WireDetails rows={rows} />
        ) : (
          <Box
            data-testid="wire-billing-details"
            sx={{ '& table': { borderCollapse: 'collapse' }, '& td': { pr: 2, py: 0.5 } }}
            dangerouslySetInnerHTML={{ __html: details }}
          />
        )}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {WIRE_NEXT_STEP}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
