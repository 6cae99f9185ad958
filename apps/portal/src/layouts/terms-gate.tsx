import { AcceptTermsModal, useRuntimeConfig, useSession } from '@portal/auth';
import { useRouteHandle } from '../frame/use-route-handle';

// The runtime config has no legal URLs yet; both documents live in the help center.
function legalUrl(helpCenterUrl: string, page: string): string {
  return new URL(page, helpCenterUrl.endsWith('/') ? helpCenterUrl : `${helpCenterUrl}/`).toString();
}

/** The accept-terms modal for signed-in users (spec section 4). */
export function TermsGate() {
  const { user } = useSession();
  const handle = useRouteHandle();
  const { helpCenterUrl } = useRuntimeConfig();
  if (!user) return null;
  return (
    <AcceptTermsModal
      routeName={handle?.name ?? ''}
      termsOfServiceUrl={legalUrl(helpCenterUrl, 'terms-of-service')}
      privacyPolicyUrl={legalUrl(helpCenterUrl, 'privacy-policy')}
    />
  );
}
