import { z } from 'zod';
import { text } from './text';
import { CHAT_PROVIDERS, SCHEDULER_PROVIDERS } from './runtime-config-constants';

/**
 * Public settings the portal reads at run time from `/runtime-config.json`, so that one build
 * serves every environment. Never put a secret here.
 */
export const runtimeConfigSchema = z.object({
  apiUrl: text(),
  environment: text(),
  sentryDsn: text().nullable(),
  helpCenterUrl: text(),
  termsOfServiceUrl: text(),
  privacyPolicyUrl: text(),
  signupUrl: text(),
  chatProvider: z.enum(CHAT_PROVIDERS),
  hubspotPortalId: text().nullable(),
  /** The product's own wire is the payment method `{paymentProductSlug}-wire`. */
  paymentProductSlug: text(),
  /** Whose meeting scheduler the booking dialogs embed (its script and frames). */
  schedulerProvider: z.enum(SCHEDULER_PROVIDERS),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
