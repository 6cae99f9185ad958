import { useRuntimeConfig } from '@portal/api-client';
import { AcceptTermsModal, useSession } from '@portal/auth';
import { useRouteHandle } from '../frame/use-route-handle';

/** The accept-terms modal for signed-in users. */
export function TermsGate() {
  const { user } = useSession();
  const handle = useRouteHandle();
  const { termsOfServiceUrl, privacyPolicyUrl } = useRuntimeConfig();
  if (!user) return null;
  return (
    <AcceptTermsModal
      routeName={handle?.name ?? ''}
      termsOfServiceUrl={termsOfServiceUrl}
      privacyPolicyUrl={privacyPolicyUrl}
    />
  );
}
