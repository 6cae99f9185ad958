import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

function LogoMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 21.5 14 10h4l5 11.5h-3.6l-1-2.5h-4.8l-1 2.5zm5.6-5.4h2.8L16 12.6z" fill="#fff" />
    </svg>
  );
}

/** The product's mark and name; a link to `to` when given. */
export function PortalLogo({ to }: { to?: string }) {
  const content = (
    <>
      <Box component="span" sx={{ color: 'primary.main', display: 'inline-flex' }}>
        <LogoMark />
      </Box>
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
        Client Portal
      </Typography>
    </>
  );
  const layout = { display: 'inline-flex', alignItems: 'center', gap: 1, textDecoration: 'none' } as const;
  if (!to) return <Box sx={layout}>{content}</Box>;
  return (
    <Box component={RouterLink} to={to} aria-label="Client Portal, go to the dashboard" sx={layout}>
      {content}
    </Box>
  );
}
