import { useRuntimeConfig } from '@portal/api-client/light';
import { LoadingIndicator } from '@portal/ui/light';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { pageNavigation } from '../browser/page-navigation';
import { signupRedirectUrl } from './signup-redirect-url';

/** /register has no screen of its own: it hands over to the external hiring sign-up page. */
export function RegisterRedirect() {
  const { signupUrl } = useRuntimeConfig();
  const { search } = useLocation();
  const target = useMemo(() => signupRedirectUrl(signupUrl, search), [signupUrl, search]);

  useEffect(() => {
    pageNavigation.replace(target);
  }, [target]);

  return (
    <section role="status" className="portal-center">
      <LoadingIndicator label="Opening the sign-up page" />
      <h1 className="portal-h1">Taking you to sign-up…</h1>
      <p className="portal-secondary">
        If nothing happens,{' '}
        <a className="portal-link" href={target}>
          open the sign-up page
        </a>
        .
      </p>
    </section>
  );
}
