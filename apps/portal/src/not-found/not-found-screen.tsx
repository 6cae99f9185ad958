import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from '@portal/auth';
import { Link as RouterLink, useLocation } from 'react-router';

/** The catch-all page: reachable signed in or not. */
export function NotFoundScreen() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <Box component="section" aria-labelledby="not-found-heading" sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="overline" color="text.secondary">
        Error 404
      </Typography>
      <Typography id="not-found-heading" variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: 'anywhere' }}>
        There is no page at {pathname}. The link may be mistyped, or the page may have moved or been removed.
      </Typography>
      {user ? (
        <Button variant="contained" component={RouterLink} to="/dashboard">
          Go to the dashboard
        </Button>
      ) : (
        <Button variant="contained" component={RouterLink} to="/login">
          Go to login
        </Button>
      )}
    </Box>
  );
}
