import { useRuntimeConfig } from '@portal/api-client';
import { useSession } from '@portal/auth';
import { lazy, Suspense } from 'react';
import { useRouteHandle } from '../routes/use-route-handle';

// A dialog with its form that only a user who has not agreed yet sees: it loads for such a user
// alone. It is mounted for every such user, sandbox users included, so that one who becomes a
// client on a page keeps the modal's own rule (asked on the next page, not over this one).
const AcceptTermsModal = lazy(async () => ({ default: (await import('@portal/auth/accept-terms')).AcceptTermsModal }));

/** The accept-terms modal for signed-in users. */
export function TermsGate() {
  const { user } = useSession();
  const handle = useRouteHandle();
  const { termsOfServiceUrl, privacyPolicyUrl } = useRuntimeConfig();
  if (!user || user.is_agreed) return null;
  return (
    <Suspense fallback={null}>
      <AcceptTermsModal routeName={handle?.name ?? ''} termsOfServiceUrl={termsOfServiceUrl} privacyPolicyUrl={privacyPolicyUrl} />
    </Suspense>
  );
}
