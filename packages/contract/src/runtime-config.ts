import { z } from 'zod';

/**
 * Public settings the portal reads at run time from `/runtime-config.json`, so that one build
 * serves every environment. Never put a secret here.
 */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string(),
  environment: z.string(),
  sentryDsn: z.string().nullable(),
  helpCenterUrl: z.string(),
  signupUrl: z.string(),
  chatProvider: z.enum(['sandbox', 'hubspot']),
  hubspotPortalId: z.string().nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
