import type { RuntimeConfig } from '@portal/api-schema';

export const testRuntimeConfig: RuntimeConfig = {
  apiUrl: '',
  environment: 'test',
  sentryDsn: null,
  helpCenterUrl: 'https://help.example.test',
  termsOfServiceUrl: 'https://help.example.test/terms-of-service',
  privacyPolicyUrl: 'https://help.example.test/privacy-policy',
  signupUrl: 'https://hire.example.test/signup',
  paymentProductSlug: 'marketplace',
  schedulerProvider: 'sandbox',
  chatProvider: 'sandbox',
  hubspotPortalId: null,
};
