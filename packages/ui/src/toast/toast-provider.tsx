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

// A message already on screen is not shown a second time, but one whose toast is on its way out
// is: notistack's own preventDuplicate also counts a closing toast, which swallowed the
// confirmation of a second save made while the first one's toast was leaving.
function ToastOutlet() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const onScreen = new Map<string, SnackbarKey>();
    return registerToastOutlet((message, options) => {
      const shown = onScreen.get(message);
      if (shown !== undefined) return shown;
      const leave = () => {
        if (onScreen.get(message) === key) onScreen.delete(message);
      };
      const key = enqueueSnackbar(message, { ...options, onClose: leave, onExited: leave });
      onScreen.set(message, key);
      return key;
    });
  }, [enqueueSnackbar]);
  return null;
}

/** Toasts at the top right; error texts keep one line per field error. */
export function ToastProvider({ children }: { children?: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={MAX_TOASTS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      action={(key) => <DismissButton toastKey={key} />}
      style={{ whiteSpace: 'pre-line' }}
    >
      <ToastOutlet />
      {children}
    </SnackbarProvider>
  );
}
