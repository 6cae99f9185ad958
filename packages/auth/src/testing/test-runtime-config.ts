import type { RuntimeConfig } from '@portal/contract';

export const testRuntimeConfig: RuntimeConfig = {
  apiUrl: '',
  environment: 'test',
  sentryDsn: null,
  helpCenterUrl: 'https://help.example.test',
  signupUrl: 'https://hire.example.test/signup',
  chatProvider: 'sandbox',
  hubspotPortalId: null,
};
