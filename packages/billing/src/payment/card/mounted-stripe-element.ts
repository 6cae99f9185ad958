/** Stripe's Payment Element mounted for one intent: confirming it answers null when the customer must correct the form first. */
export interface MountedStripeElement<Result> {
  confirm(): Promise<Result | null>;
  destroy(): void;
}
