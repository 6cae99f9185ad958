import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { BusyDialog } from '../busy-dialog/busy-dialog';
import type { ConfirmDialogProps } from './confirm-dialog-props';

/** The dialog itself, loaded the first time a confirmation is asked for. */
export default function ConfirmDialogView({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const hasBody = children !== undefined && children !== null && children !== false && children !== '';

  return (
    <BusyDialog
      open={open}
      busy={busy}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={hasBody ? bodyId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {hasBody && (
        <DialogContent id={bodyId}>
          {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} loading={busy} variant="contained" color={destructive ? 'error' : 'primary'}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </BusyDialog>
  );
}
