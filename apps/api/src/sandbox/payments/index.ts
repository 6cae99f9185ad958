import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { CardPayments } from '../../modules/billing/payment-provider';
import type { Database } from '../../platform/database/database';
import type { SandboxLinks } from '../links/sandbox-links';
import { readPageScript } from '../sandbox-page';
import { createSandboxProvider, type SandboxProvider } from './sandbox-payment-provider';
import { sandboxPaymentsRoutes } from './sandbox-payments.routes';
import { SIGNATURE_HEADER } from './webhook-signature';

export type { SandboxProvider } from './sandbox-payment-provider';

/**
 * The offline payment provider (PAYMENT_PROVIDER=sandbox). It posts its signed events through
 * the app's own webhook route, as a provider's would arrive over HTTP; once the app is ready it
 * looks every second for events that are due, whichever process queued them.
 */
export function createSandboxPayments(
  app: FastifyInstance,
  settings: Config['payments'],
  deps: { db: Database; links: SandboxLinks },
): SandboxProvider {
  const sandbox = createSandboxProvider({
    db: deps.db,
    links: deps.links,
    webhookSecret: settings.webhookSecret,
    achSettleDelayMs: settings.achSettleDelayMs,
    wireConfirmDelayMs: settings.wireConfirmDelayMs,
    async deliver(path, body, signature) {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`The sandbox webhook was refused: ${response.statusCode} ${response.body}`);
    },
    onDeliveryError: (error) => app.log.error({ err: error }, 'Sandbox payment event not delivered'),
  });
  app.addHook('onReady', async () => sandbox.startPolling());
  return sandbox;
}

/** The sandbox provider's own pages: its hosted card checkout and card setup, and its bank account tokenizer. */
export async function registerSandboxPayments(
  api: FastifyInstance,
  options: { sandbox: SandboxProvider; cardPayments: CardPayments; links: SandboxLinks },
): Promise<void> {
  await api.register(sandboxPaymentsRoutes, {
    ...options,
    checkoutScript: readPageScript('payments', 'checkout.js'),
    cardSetupScript: readPageScript('payments', 'card-setup.js'),
  });
}
