import CloseIcon from '@mui/icons-material/Close';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

export interface PaymentDialogTitleProps {
  id: string;
  children: ReactNode;
  onClose(): void;
}

/**
 * A payment dialog's title with its close button; what closing means is the flow's to decide. The
 * button sits beside the heading, not in it, so that the heading and the dialog are named by the
 * title alone.
 */
export function PaymentDialogTitle({ id, children, onClose }: PaymentDialogTitleProps) {
  return (
    <>
      <DialogTitle id={id} sx={{ pr: 7 }}>
        {children}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
    </>
  );
}
