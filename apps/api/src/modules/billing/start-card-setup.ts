import type { CardSetup } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import type { BillingDeps } from './billing-deps';

/**
 * Starts saving a card for the company from the payment methods page: the provider's setup (a
 * Stripe SetupIntent the portal confirms with Stripe.js, or the sandbox's page). Nothing is kept on
 * our side until the portal saves the card with the setup's id, so a setup given up leaves nothing.
 */
export async function startCardSetup(deps: Pick<BillingDeps, 'provider'>, actor: CompanyActor): Promise<CardSetup> {
  const setup = await deps.provider.startCardSetup({ companyId: actor.companyId, userId: actor.userId });
  return { setup_id: setup.setupId, client_secret: setup.clientSecret, setup_url: setup.setupUrl };
}
