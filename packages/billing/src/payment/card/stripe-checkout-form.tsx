import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { reportError } from '@portal/api-client';
import { useEffect, useRef, useState } from 'react';
import type { CardCheckoutResult } from './card-checkout-result';
import type { StripeCardCheckout } from './stripe-card-checkout';

export interface StripeCheckoutFormProps {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
  onResult(result: CardCheckoutResult): void;
  onCancel(): void;
}

/** Stripe's Payment Element and a Pay button; Stripe.js is downloaded when this mounts. */
export function StripeCheckoutForm({ publishableKey, clientSecret, payLabel, onResult, onCancel }: StripeCheckoutFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const [checkout, setCheckout] = useState<StripeCardCheckout | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    let mounted: StripeCardCheckout | null = null;
    let active = true;
    import('./stripe-card-checkout')
      .then(({ mountStripeCardCheckout }) => mountStripeCardCheckout(container.current as HTMLDivElement, publishableKey, clientSecret))
      .then((ready) => {
        mounted = ready;
        if (active) setCheckout(ready);
        else ready.destroy();
      })
      .catch((error: unknown) => {
        reportError(error, { provider: 'stripe', step: 'card-checkout' });
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
      mounted?.destroy();
    };
  }, [publishableKey, clientSecret]);

  const pay = async () => {
    if (!checkout) return;
    setConfirming(true);
    try {
      const result = await checkout.confirm();
      if (result) onResult(result);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box>
      {loadFailed && <Alert severity="error">The card form could not be loaded. Please try again later.</Alert>}
      {!checkout && !loadFailed && <CircularProgress aria-label="Loading the card form" />}
      <div ref={container} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={!checkout || confirming} onClick={() => void pay()}>
          {payLabel}
        </Button>
      </Box>
    </Box>
  );
}
