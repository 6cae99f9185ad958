import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { WireMetadata } from '@portal/api-schema';
import { useId, useMemo } from 'react';
import { sanitizeMarkup } from '../sanitize-markup';

export interface WireModalProps {
  metadata: WireMetadata;
  onCancel(): void;
  onDone(): void;
}

/** Wire billing details; the server's markup is sanitized before it is shown. */
export function WireModal({ metadata, onCancel, onDone }: WireModalProps) {
  const titleId = useId();
  const title = useMemo(() => sanitizeMarkup(metadata.title), [metadata.title]);
  const details = useMemo(() => sanitizeMarkup(metadata.billing_details), [metadata.billing_details]);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} dangerouslySetInnerHTML={{ __html: title }} />
      <DialogContent>
        <Box data-testid="wire-billing-details" sx={{ '& table': { borderCollapse: 'collapse' }, '& td': { pr: 2, py: 0.5 } }} dangerouslySetInnerHTML={{ __html: details }} />
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
