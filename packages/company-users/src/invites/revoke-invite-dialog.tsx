import { ConfirmDialog } from '@portal/ui';

function revokeInviteTitle(email: string): string {
  return `Are you sure you want to delete the invite for ${email}?`;
}

export interface RevokeInviteDialogProps {
  open: boolean;
  /** The address of the invite to delete (kept while the dialog closes). */
  email: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Revoke invite: asked first, since a revoked link cannot be used again; Cancel / Delete, and closing counts as Cancel. */
export function RevokeInviteDialog({ open, email, busy, onConfirm, onCancel }: RevokeInviteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={revokeInviteTitle(email)}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
