import type { CardPayments } from '../../modules/billing/payment-provider';
import type { SandboxLinks } from '../links/sandbox-links';
import { checkoutPage } from './checkout-page';

/**
 * The hosted checkout page of a card payment, for the link billing handed out (its token); null
 * for an unknown payment and for a link without a valid token alike, so neither tells the other.
 */
export async function showCheckout(
  deps: { cardPayments: CardPayments; links: SandboxLinks },
  input: { reference: string; token: string | undefined },
): Promise<string | null> {
  if (!input.token || !deps.links.verify('checkout', input.reference, input.token)) return null;
  const payment = await deps.cardPayments.find(input.reference);
  if (!payment) return null;
  return checkoutPage({
    reference: payment.reference,
    token: input.token,
    amount: payment.amount,
    vendorName: payment.vendorName,
    open: payment.status === 'pending',
  });
}
