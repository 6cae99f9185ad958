import CloseIcon from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

export interface PaymentDialogTitleProps {
  id: string;
  children: ReactNode;
  onClose(): void;
}

/** A payment dialog's title with its close button: what closing means is the flow's to decide. */
export function PaymentDialogTitle({ id, children, onClose }: PaymentDialogTitleProps) {
  return (
    <DialogTitle sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1.5 }}>
      {/* The dialog is named by the title's text alone, not by the close button inside the heading. */}
      <span id={id} style={{ flex: 1, minWidth: 0 }}>
        {children}
      </span>
      <IconButton aria-label="Close" onClick={onClose} size="small" sx={{ mt: -0.5 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </DialogTitle>
  );
}
