import type { OptionsObject, SnackbarKey } from 'notistack';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

type Enqueue = (message: string, options: OptionsObject) => SnackbarKey;

interface PendingToast {
  message: string;
  variant: NotifyVariant;
}

// The ToastProvider registers its enqueue function here. notistack's own module-level
// `enqueueSnackbar` is missing from its CommonJS development build, which tests load.
let enqueueToast: Enqueue | null = null;
const pending: PendingToast[] = [];
const MAX_PENDING = 10;

export function registerToastOutlet(enqueue: Enqueue): () => void {
  enqueueToast = enqueue;
  for (const toast of pending.splice(0)) enqueue(toast.message, { variant: toast.variant });
  return () => {
    if (enqueueToast === enqueue) enqueueToast = null;
  };
}

/**
 * Shows a toast from anywhere, React or not. Toasts asked for before the ToastProvider is
 * mounted are shown when it mounts.
 */
export function notify(message: string, variant: NotifyVariant = 'default'): void {
  if (enqueueToast) {
    enqueueToast(message, { variant });
  } else if (pending.length < MAX_PENDING) {
    pending.push({ message, variant });
  }
}
