import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutopayProblem } from '@portal/api-schema';
import { formatDate, formatMinorUnits } from '@portal/ui';
import { Link as RouterLink } from 'react-router';
import { useDismissAutopayProblemMutation } from './autopay-api';

/** The latest invoices autopay did not pay, each with why, a link to pay it and Dismiss. */
export function AutopayProblems({ problems }: { problems: readonly AutopayProblem[] }) {
  const [dismiss, dismissing] = useDismissAutopayProblemMutation();
  if (problems.length === 0) return null;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="autopay-problems-heading">
      <Typography id="autopay-problems-heading" variant="h3">
        Not paid by autopay
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {problems.map((problem) => (
          <Stack
            key={problem.id}
            component="li"
            aria-label={`Invoice ${problem.invoice_number}`}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: { sm: 'center' } }}
          >
            <Stack spacing={0.5} sx={{ flex: '1 1 auto', minWidth: 0 }}>
              <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/invoices/${encodeURIComponent(problem.invoice_id)}`} sx={{ fontWeight: 500 }}>
                  {problem.invoice_number}
                </Link>{' '}
                · {problem.vendor_name} · {formatMinorUnits(problem.amount.added_value, problem.amount.currency)} · due{' '}
                {formatDate(problem.due_on)}
              </Typography>
              <Typography
                variant="body2"
                color={problem.status === 'failed' ? 'error' : 'text.secondary'}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {problem.status === 'failed' ? 'Payment failed: ' : ''}
                {problem.message}
              </Typography>
            </Stack>
            <Button
              size="small"
              color="inherit"
              disabled={dismissing.isLoading}
              onClick={() => void dismiss(problem.id)}
              aria-label={`Dismiss invoice ${problem.invoice_number}`}
              sx={{ flex: 'none', alignSelf: { xs: 'flex-start', sm: 'center' } }}
            >
              Dismiss
            </Button>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
