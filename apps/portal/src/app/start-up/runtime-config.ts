import type { RuntimeConfig } from '@portal/api-schema';
import { CHAT_PROVIDERS, RUNTIME_CONFIG_PATH, SCHEDULER_PROVIDERS } from '@portal/api-schema/constants';

const STRING_FIELDS = [
  'apiUrl',
  'environment',
  'helpCenterUrl',
  'termsOfServiceUrl',
  'privacyPolicyUrl',
  'signupUrl',
  'paymentProductSlug',
] as const;
const NULLABLE_STRING_FIELDS = ['sentryDsn', 'hubspotPortalId'] as const;
const chatProviders: readonly unknown[] = CHAT_PROVIDERS;
const schedulerProviders: readonly unknown[] = SCHEDULER_PROVIDERS;

/**
 * The shape check of the API schema's runtimeConfigSchema, written out so that zod stays out of the
 * first download (a test keeps both in step).
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('The runtime config is not an object.');
  const fields = value as Record<string, unknown>;
  const wrong = [
    ...STRING_FIELDS.filter((name) => typeof fields[name] !== 'string'),
    ...NULLABLE_STRING_FIELDS.filter((name) => fields[name] !== null && typeof fields[name] !== 'string'),
    ...(chatProviders.includes(fields.chatProvider) ? [] : ['chatProvider']),
    ...(schedulerProviders.includes(fields.schedulerProvider) ? [] : ['schedulerProvider']),
  ];
  if (wrong.length > 0) throw new Error(`The runtime config has invalid fields: ${wrong.join(', ')}.`);
  const config = {} as Record<string, unknown>;
  for (const name of [...STRING_FIELDS, ...NULLABLE_STRING_FIELDS, 'chatProvider', 'schedulerProvider']) config[name] = fields[name];
  return config as RuntimeConfig;
}

/** The portal's public settings; one build serves every environment. */
export async function loadRuntimeConfig(fetchConfig: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchConfig(RUNTIME_CONFIG_PATH, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
