import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLogout } from '@portal/auth';
import { ErrorState } from '@portal/ui';
import { PortalLogo } from '../layouts/portal-logo';

/**
 * A token is stored but the user could not be loaded (network or server trouble). `retry` comes
 * from the caller's session: subscribing here again would itself start a new request.
 */
export function SessionErrorPage({ retry }: { retry: () => void }) {
  const logout = useLogout();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <PortalLogo />
        <ErrorState
          title="We could not load your account"
          description="The portal did not get an answer from the server. Check your connection and try again."
          onRetry={retry}
        />
        <Button onClick={() => void logout()}>Log in again</Button>
      </Box>
    </Box>
  );
}
