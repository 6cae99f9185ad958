import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { WireMetadata } from '@portal/api-schema';
import { BusyDialog, DetailItem, DetailList, notify } from '@portal/ui';
import { useId, useMemo } from 'react';
import { PaymentDialogTitle } from '../payment-dialog-title';
import { sanitizeMarkup } from '../sanitize-markup';
import { wireDetailParts, type WireDetailRow } from './wire-detail-rows';

export const WIRE_NEXT_STEP =
  'Choose Done once you have sent the transfer. The invoice then shows the payment on its way, and we will mark the invoice paid when the transfer arrives, usually in 1-3 business days.';

export interface WireModalProps {
  metadata: WireMetadata;
  onCancel(): void;
  /** The customer sent the wire: Done records it. */
  onDone(): void;
  /** While Done is being recorded: the dialog stays open and its buttons wait. */
  busy?: boolean;
  /** Why Done was refused, shown in the dialog. */
  error?: string | null;
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

const MARKUP_SX = { '& table': { borderCollapse: 'collapse' }, '& td': { pr: 2, py: 0.5 } } as const;

/**
 * Wire billing details; the server's markup is sanitized before it is shown. Lines of label and
 * value each get a copy button, as they are typed into the customer's bank; what follows them (the
 * steps of a Payoneer payment) is shown below as it came.
 */
export function WireModal({ metadata, onCancel, onDone, busy = false, error = null }: WireModalProps) {
  const titleId = useId();
  const title = useMemo(() => sanitizeMarkup(metadata.title), [metadata.title]);
  const details = useMemo(() => sanitizeMarkup(metadata.billing_details), [metadata.billing_details]);
  const parts = useMemo(() => wireDetailParts(details), [details]);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <BusyDialog open busy={busy} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <PaymentDialogTitle id={titleId} onClose={cancel}>
        <span dangerouslySetInnerHTML={{ __html: title }} />
      </PaymentDialogTitle>
      <DialogContent>
        {parts ? (
          <>
            <WireDetails rows={parts.rows} />
            {parts.after && (
              <Box data-testid="wire-billing-notes" sx={{ mt: 2, ...MARKUP_SX }} dangerouslySetInnerHTML={{ __html: parts.after }} />
            )}
          </>
        ) : (
          <Box data-testid="wire-billing-details" sx={MARKUP_SX} dangerouslySetInnerHTML={{ __html: details }} />
        )}
        <Typography variant="body2" sx={{ mt: 2 }}>
          {WIRE_NEXT_STEP}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onDone} loading={busy}>
          Done
        </Button>
      </DialogActions>
    </BusyDialog>
  );
}
