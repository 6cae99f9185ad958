import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { portalTheme } from './portal-theme';

export function PortalThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={portalTheme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
