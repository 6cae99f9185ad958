import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSecondPass } from './use-second-pass';

export interface PageScaffoldProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons at the right of the title (under it on small screens). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A page: its one h1, optional subtitle and actions, then the content, with responsive padding.
 * The actions and content appear one render after the title.
 */
export function PageScaffold({ title, subtitle, actions, children }: PageScaffoldProps) {
  // The heading (the page's largest text at start) paints before the actions and content are
  // built. The screen's own hooks still run in the first pass: its data is asked for no later.
  const contentShown = useSecondPass();
  return (
    <Box component="section" sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1">{title}</Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {contentShown && actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>{actions}</Box>}
      </Box>
      {contentShown && children}
    </Box>
  );
}
