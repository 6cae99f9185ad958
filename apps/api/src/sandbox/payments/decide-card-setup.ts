import { CARD_SETUP_RETURN_PARAM, PAYMENT_METHODS_PAGE } from '@portal/api-schema';
import { HttpError, invalidField } from '../../platform/http/errors';
import type { SandboxLinks } from '../links/sandbox-links';
import { isExpired } from './decide-checkout';
import { decideSandboxCardSetup, type SandboxProvider } from './sandbox-payment-provider';

const SETUP_NOT_FOUND_MESSAGE = 'This card setup was not found.';
const SETUP_CLOSED_MESSAGE = 'This card setup is no longer open. Start again from the payment methods page.';
const CARD_EXPIRED_MESSAGE = 'Your card has expired.';

export interface CardSetupEntry {
  card_number: string;
  expiry: string;
  cvc: string;
}

export type CardSetupOutcome = { status: 'succeeded'; return_url: string } | { status: 'failed'; message: string };

/** Where the browser goes once the card is saved: the portal's payment methods page, which saves it for the company. */
function cardSetupReturnUrl(setupId: string): string {
  return `${PAYMENT_METHODS_PAGE}?${new URLSearchParams({ [CARD_SETUP_RETURN_PARAM]: setupId }).toString()}`;
}

/** MM/YY as a month and a four-digit year; the schema has checked the form. */
function expiryOf(expiry: string): { expMonth: number; expYear: number } {
  const [month, year] = expiry.replace(/\s/g, '').split('/').map(Number);
  return { expMonth: month ?? 0, expYear: 2000 + (year ?? 0) };
}

/**
 * The card the setup page's customer entered, decided as Stripe's test mode would: saved on the
 * setup (billing saves it for the company when the portal asks with the setup's id), declined with
 * a message (the setup stays open for another card), or refused beside its field. Only the page the
 * setup link opened (its token) may decide, as only Stripe's client secret confirms a SetupIntent.
 */
export async function decideCardSetup(
  deps: { sandbox: Pick<SandboxProvider, 'findCardSetup' | 'recordCardSetup'>; links: SandboxLinks },
  input: { setupId: string; token: string | undefined; entry: CardSetupEntry },
): Promise<CardSetupOutcome> {
  const { sandbox, links } = deps;
  const { setupId, entry } = input;
  if (!links.verify('card_setup', setupId, input.token)) throw new HttpError(404, SETUP_NOT_FOUND_MESSAGE);
  const setup = await sandbox.findCardSetup(setupId);
  if (!setup) throw new HttpError(404, SETUP_NOT_FOUND_MESSAGE);
  if (setup.status === 'canceled' || (setup.status === 'pending' && setup.expiresAt.getTime() <= Date.now())) {
    throw new HttpError(409, SETUP_CLOSED_MESSAGE);
  }
  if (isExpired(entry.expiry)) throw invalidField('expiry', CARD_EXPIRED_MESSAGE, CARD_EXPIRED_MESSAGE);
  const decided = decideSandboxCardSetup(entry.card_number);
  if (decided.kind === 'invalid') throw invalidField('card_number', decided.message, decided.message);
  if (decided.kind === 'declined') return { status: 'failed', message: decided.message };
  const saved = await sandbox.recordCardSetup(setupId, {
    brand: decided.brand,
    last4: decided.last4,
    chargeBehaviour: decided.chargeBehaviour,
    ...expiryOf(entry.expiry),
  });
  // A setup holding another card (saved from another tab) is done: the customer starts a new one.
  if (!saved) throw new HttpError(409, SETUP_CLOSED_MESSAGE);
  return { status: 'succeeded', return_url: cardSetupReturnUrl(setupId) };
}
