import { Box, CircularProgress, Link, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { pageNavigation } from '../browser/page-navigation';
import { useRuntimeConfig } from '../runtime-config/runtime-config';
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
    <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
      <CircularProgress aria-hidden sx={{ mb: 3 }} />
      <Typography variant="h1" gutterBottom>
        Taking you to sign-up…
      </Typography>
      <Typography color="text.secondary">
        If nothing happens, <Link href={target}>open the sign-up page</Link>.
      </Typography>
    </Box>
  );
}
