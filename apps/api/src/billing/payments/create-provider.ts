import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { PaymentProvider } from './providers/payment-provider';
import { createSandboxProvider, type SandboxProvider } from './providers/sandbox';
import { createStripeClient, createStripeProvider } from './providers/stripe';

export interface PaymentProviders {
  provider: PaymentProvider;
  /** Set when the sandbox is the provider: its pages and tokenizer are served too. */
  sandbox: SandboxProvider | null;
}

export function createPaymentProvider(config: Config, app: FastifyInstance): PaymentProviders {
  const settings = config.payments;
  if (settings.provider === 'stripe') {
    if (!settings.stripeSecretKey || !settings.stripePublishableKey) throw new Error('Stripe keys are not configured');
    const provider = createStripeProvider({
      client: createStripeClient(settings.stripeSecretKey),
      publishableKey: settings.stripePublishableKey,
      webhookSecret: settings.webhookSecret,
    });
    return { provider, sandbox: null };
  }
  const sandbox = createSandboxProvider({
    webhookSecret: settings.webhookSecret,
    achSettleDelayMs: settings.achSettleDelayMs,
    // The sandbox posts its signed events through the same route a provider's would reach.
    async deliver(path, body, signature) {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', 'portal-signature': signature },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`The sandbox webhook was refused: ${response.statusCode} ${response.body}`);
    },
    onDeliveryError: (error) => app.log.error({ err: error }, 'Sandbox payment event not delivered'),
  });
  return { provider: sandbox, sandbox };
}
