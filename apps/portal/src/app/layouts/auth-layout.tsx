import { AuthMarketingPanel } from '@portal/auth/light';
import type { ReactNode } from 'react';
import { useRouteHandle } from '../routes/use-route-handle';
import { PortalLogo } from './portal-logo';

/**
 * Login and password screens: logo and form, with the marketing panel beside them from 900 px up and below the form on narrower screens.
 * Plain elements and the light stylesheet, so that it renders with or without the full app.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const handle = useRouteHandle();
  return (
    <div className="portal-auth-layout">
      <div className="portal-auth-layout__form-side">
        <PortalLogo />
        <main className="portal-auth-layout__main">
          <div className="portal-auth-layout__content">{children}</div>
        </main>
      </div>
      <div className="portal-auth-layout__panel" data-testid="auth-marketing">
        <AuthMarketingPanel routeName={handle?.name ?? ''} />
      </div>
    </div>
  );
}
