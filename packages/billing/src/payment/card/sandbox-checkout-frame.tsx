import { CARD_CHECKOUT_OUTCOMES, SANDBOX_CHECKOUT_MESSAGE } from '@portal/api-schema';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import type { CardCheckoutResult } from './card-checkout-result';

/** A frame taller than this is no card form: the message is ignored. */
const MAX_FRAME_HEIGHT = 2000;

/** What the sandbox checkout page posts to its parent window. */
const sandboxCheckoutMessageSchema = z.object({
  type: z.literal(SANDBOX_CHECKOUT_MESSAGE),
  status: z.enum(CARD_CHECKOUT_OUTCOMES),
  reference: z.string(),
  /** The sandbox's PaymentIntent, absent when the customer canceled before one existed. */
  paymentIntentId: z.string().nullish(),
});

/** The page's height, which it posts whenever it changes. */
const sandboxCheckoutSizeSchema = z.object({
  type: z.literal(SANDBOX_CHECKOUT_MESSAGE),
  height: z.number().positive().max(MAX_FRAME_HEIGHT),
});

/** Until the page tells its height: about the card form's. */
const INITIAL_FRAME_HEIGHT = 330;

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
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  useEffect(() => {
    onResultRef.current = onResult;
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const size = sandboxCheckoutSizeSchema.safeParse(event.data);
      if (size.success) {
        setHeight(Math.ceil(size.data.height));
        return;
      }
      const message = sandboxCheckoutMessageSchema.safeParse(event.data);
      if (!message.success) return;
      const { status, reference, paymentIntentId } = message.data;
      // Shaped like the Stripe checkout's result: the PaymentIntent is the token.
      onResultRef.current({ status, token: paymentIntentId ?? null, args: { reference, payment_intent: paymentIntentId ?? null } });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  return <iframe ref={frame} src={src} title="Card checkout" style={{ display: 'block', border: 0, width: '100%', height }} />;
}
