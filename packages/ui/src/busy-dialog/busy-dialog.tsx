import Dialog, { type DialogProps } from '@mui/material/Dialog';

export interface BusyDialogProps extends Omit<DialogProps, 'onClose'> {
  /** What the dialog sent is under way. */
  busy: boolean;
  /** Escape or a click outside, unless `busy`. */
  onClose: () => void;
}

/**
 * A modal dialog that Escape and a click outside close, except while what it sent is under way:
 * the answer, a refusal to show or a choice to make again, comes back to the dialog that asked.
 */
export function BusyDialog({ busy, onClose, ...props }: BusyDialogProps) {
  return (
    <Dialog
      {...props}
      onClose={() => {
        if (!busy) onClose();
      }}
    />
  );
}
