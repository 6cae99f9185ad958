import Button from '@mui/material/Button';
import { HIRING_PAGE } from '@portal/api-schema/constants';
import { Link as RouterLink } from 'react-router';
import { hasRole } from '../roles/roles';
import { useSession } from '../session/session';

/**
 * "Go to Hiring", the first step of a company with nothing on a list yet (invoices, contracts, a
 * team all start with a hire), for a user whose roles reach Hiring; nothing for the others.
 */
export function GoToHiringButton({ variant = 'outlined' }: { variant?: 'outlined' | 'contained' }) {
  const { user } = useSession();
  if (!hasRole(user, 'proposals')) return null;
  return (
    <Button component={RouterLink} to={HIRING_PAGE} variant={variant}>
      Go to Hiring
    </Button>
  );
}
