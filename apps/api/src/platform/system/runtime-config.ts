import type { RuntimeConfig } from '@portal/api-schema';
import type { Config } from '../../config';

/** The portal's public settings; apiUrl '' means the API is on the portal's own origin. */
export function runtimeConfigFor(config: Pick<Config, 'nodeEnv' | 'publicRuntime'>): RuntimeConfig {
  const settings = config.publicRuntime;
  return {
    apiUrl: '',
    environment: config.nodeEnv,
    sentryDsn: settings.sentryDsn,
    helpCenterUrl: settings.helpCenterUrl,
    termsOfServiceUrl: settings.termsOfServiceUrl,
    privacyPolicyUrl: settings.privacyPolicyUrl,
    signupUrl: settings.signupUrl,
    chatProvider: settings.chatProvider,
    hubspotPortalId: settings.hubspotPortalId,
    paymentProductSlug: settings.paymentProductSlug,
    schedulerProvider: settings.schedulerProvider,
  };
}
