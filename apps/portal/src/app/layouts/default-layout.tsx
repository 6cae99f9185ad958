import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Header } from '../../header/header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TermsGate } from './terms-gate';

/** Signed-in pages: a skip link, the header, then the page. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        {children}
      </Box>
      <TermsGate />
    </Box>
  );
}
