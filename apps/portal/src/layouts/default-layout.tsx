import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Header } from '../header/header';
import { TermsGate } from './terms-gate';

/** Signed-in pages: the header, then the page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <TermsGate />
    </Box>
  );
}
