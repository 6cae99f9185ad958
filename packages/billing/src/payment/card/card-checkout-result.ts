import type { CardCheckoutOutcome } from '@portal/api-schema';

/** What a checkout ended with, kept in the legacy "token and args" shape sent as raw_request. */
export interface CardCheckoutResult {
  status: CardCheckoutOutcome;
  token: unknown;
  args: unknown;
}
