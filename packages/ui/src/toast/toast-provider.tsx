import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { registerToastOutlet } from './notify';

export const MAX_TOASTS = 4;

function DismissButton({ toastKey }: { toastKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton size="small" color="inherit" aria-label="Dismiss" onClick={() => closeSnackbar(toastKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function ToastOutlet() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => registerToastOutlet((message, options) => enqueueSnackbar(message, options)), [enqueueSnackbar]);
  return null;
}

/** Toasts at the top right; error texts keep one line per field error. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      preventDuplicate
      action={(key) => <DismissButton toastKey={key} />}
      style={{ whiteSpace: 'pre-line' }}
    >
      <ToastOutlet />
      {children}
    </SnackbarProvider>
  );
}
