import { Box } from '@mui/material';
import { AuthMarketingPanel } from '@portal/auth';
import type { ReactNode } from 'react';
import { useRouteHandle } from '../frame/use-route-handle';
import { PortalLogo } from './portal-logo';

/** Login and password screens: logo and form, with the marketing panel beside them from tablets up. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const handle = useRouteHandle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', px: { xs: 3, sm: 6 }, py: { xs: 3, sm: 5 } }}>
        <PortalLogo />
        <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', py: 4 }}>
          <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>{children}</Box>
        </Box>
      </Box>
      <Box
        data-testid="auth-marketing"
        sx={{
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          p: 8,
          color: 'primary.contrastText',
          background: (theme) => `linear-gradient(150deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        }}
      >
        <AuthMarketingPanel routeName={handle?.name ?? ''} />
      </Box>
    </Box>
  );
}
