import { lazy, type ReactNode } from 'react';
import { WhenFirstOpened } from '../when-first-opened/when-first-opened';

// MUI's dialog is fetched the first time a confirmation is asked for, not with every screen that
// could ask for one (on a contract's page it was 4 KiB of the first download).
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

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

/** Asks to confirm an action, in a modal dialog named by its title. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <WhenFirstOpened open={props.open}>
      <ConfirmDialogView {...props} />
    </WhenFirstOpened>
  );
}
