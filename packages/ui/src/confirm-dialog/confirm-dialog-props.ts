import type { ReactNode } from 'react';

// Apart from the dialog: the view it loads on demand takes them too, and importing them from the
// dialog would close a cycle.
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The body: a string becomes a paragraph, anything else is shown as given. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called when the dialog is closed with Escape or a click outside it. */
  onCancel: () => void;
  /** The confirmed action is running: confirm shows progress and the dialog cannot be dismissed. */
  busy?: boolean;
  /** The confirm button is red, for deleting, revoking and disabling. */
  destructive?: boolean;
}
