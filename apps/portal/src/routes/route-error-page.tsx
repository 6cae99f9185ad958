import { Box, Button } from '@mui/material';
import { ErrorState } from '@portal/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../bootstrap/error-reporting';

/** A page that failed to load or render, e.g. a screen's code after a new version was deployed. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { where: 'route' });
  }, [error]);

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <ErrorState
          title="This page could not be shown"
          description="Something went wrong on our side and has been reported. Reloading usually helps."
        />
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Box>
    </Box>
  );
}
