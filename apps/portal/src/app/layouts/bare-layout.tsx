import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PortalLogo } from './portal-logo';
import { TermsGate } from './terms-gate';

/** Wizard-like and not-found pages: the logo and the page, centred. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 3, py: 4 }}>
      <PortalLogo />
      <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 720, display: 'flex', alignItems: 'center' }}>
        <Box sx={{ width: '100%' }}>{children}</Box>
      </Box>
      <TermsGate />
    </Box>
  );
}
