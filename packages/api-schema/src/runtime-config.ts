import { z } from 'zod';
import { SCHEDULER_PROVIDERS } from './hiring-constants';
import { CHAT_PROVIDERS } from './runtime-config-constants';

/**
 * Public settings the portal reads at run time from `/runtime-config.json`, so that one build
 * serves every environment. Never put a secret here.
 */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string(),
  environment: z.string(),
  sentryDsn: z.string().nullable(),
  helpCenterUrl: z.string(),
  termsOfServiceUrl: z.string(),
  privacyPolicyUrl: z.string(),
  signupUrl: z.string(),
  chatProvider: z.enum(CHAT_PROVIDERS),
  hubspotPortalId: z.string().nullable(),
  /** The product's own wire is the payment method `{paymentProductSlug}-wire`. */
  paymentProductSlug: z.string(),
  /** Whose meeting scheduler the booking dialogs embed (its script and frames). */
  schedulerProvider: z.enum(SCHEDULER_PROVIDERS),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
