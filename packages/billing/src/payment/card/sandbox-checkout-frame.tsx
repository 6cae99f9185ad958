import { CARD_CHECKOUT_OUTCOMES, SANDBOX_CHECKOUT_MESSAGE } from '@portal/api-schema';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import type { CardCheckoutResult } from './card-checkout-result';

/** What the sandbox checkout page posts to its parent window. */
const sandboxCheckoutMessageSchema = z.object({
  type: z.literal(SANDBOX_CHECKOUT_MESSAGE),
  status: z.enum(CARD_CHECKOUT_OUTCOMES),
  reference: z.string(),
  /** The sandbox's PaymentIntent, absent when the customer canceled before one existed. */
  paymentIntentId: z.string().nullish(),
});

export interface SandboxCheckoutFrameProps {
  /** Absolute URL of the sandbox checkout page. */
  src: string;
  /** Only messages from this origin, and from the frame itself, are trusted. */
  origin: string;
  onResult(result: CardCheckoutResult): void;
}

export function SandboxCheckoutFrame({ src, origin, onResult }: SandboxCheckoutFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = sandboxCheckoutMessageSchema.safeParse(event.data);
      if (!message.success) return;
      const { status, reference, paymentIntentId } = message.data;
      // Shaped like the Stripe checkout's result: the PaymentIntent is the token.
      onResultRef.current({ status, token: paymentIntentId ?? null, args: { reference, payment_intent: paymentIntentId ?? null } });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  return <iframe ref={frame} src={src} title="Card checkout" style={{ border: 0, width: '100%', height: 460 }} />;
}
