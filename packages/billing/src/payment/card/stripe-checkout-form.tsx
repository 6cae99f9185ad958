import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { reportError } from '@portal/api-client';
import { useEffect, useRef, useState } from 'react';
import type { CardCheckoutResult } from './card-checkout-result';
import type { MountedStripeElement } from './mounted-stripe-element';

export interface StripeElementFormProps<Result> {
  /** Mounts the element into the container; its identity keys the mount, so keep it stable (useCallback). */
  mount(container: HTMLDivElement): Promise<MountedStripeElement<Result>>;
  /** Names the flow in an error report when Stripe.js could not be loaded. */
  step: string;
  submitLabel: string;
  onResult(result: Result): void;
  onCancel(): void;
}

/**
 * Stripe's Payment Element and a submit button, for a PaymentIntent (paying by card) or a
 * SetupIntent (saving a card): Stripe.js is downloaded when this mounts.
 */
export function StripeElementForm<Result>({ mount, step, submitLabel, onResult, onCancel }: StripeElementFormProps<Result>) {
  const container = useRef<HTMLDivElement>(null);
  const [element, setElement] = useState<MountedStripeElement<Result> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let mounted: MountedStripeElement<Result> | null = null;
    let active = true;
    mount(container.current as HTMLDivElement)
      .then((ready) => {
        mounted = ready;
        if (active) setElement(ready);
        else ready.destroy();
      })
      .catch((error: unknown) => {
        reportError(error, { provider: 'stripe', step });
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
      mounted?.destroy();
    };
  }, [mount, step]);

  const submit = async () => {
    if (!element) return;
    setConfirming(true);
    try {
      const result = await element.confirm();
      if (result) onResult(result);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box>
      {loadFailed && <Alert severity="error">The card form could not be loaded. Please try again later.</Alert>}
      {!element && !loadFailed && <CircularProgress aria-label="Loading the card form" />}
      <div ref={container} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!element || confirming} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}

export interface StripeCheckoutFormProps {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  onResult(result: CardCheckoutResult): void;
  onCancel(): void;
}

/** The Payment Element of a card payment's PaymentIntent and a Pay button. */
export function StripeCheckoutForm({ publishableKey, clientSecret, payLabel, onResult, onCancel }: StripeCheckoutFormProps) {
  const [mount] = useState(
    () => async (container: HTMLDivElement) =>
      (await import('./stripe-card-checkout')).mountStripeCardCheckout(container, publishableKey, clientSecret),
  );
  return <StripeElementForm mount={mount} step="card-checkout" submitLabel={payLabel} onResult={onResult} onCancel={onCancel} />;
}
