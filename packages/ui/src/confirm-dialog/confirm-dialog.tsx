import { lazy } from 'react';
import { WhenFirstOpened } from '../when-first-opened/when-first-opened';
import type { ConfirmDialogProps } from './confirm-dialog-props';

export type { ConfirmDialogProps } from './confirm-dialog-props';

// MUI's dialog is fetched the first time a confirmation is asked for, not with every screen that
// could ask for one (on a contract's page it was 4 KiB of the first download).
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/** Asks to confirm an action, in a modal dialog named by its title. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <WhenFirstOpened open={props.open}>
      <ConfirmDialogView {...props} />
    </WhenFirstOpened>
  );
}
