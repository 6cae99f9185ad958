import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingStateProps {
  /** Read by screen readers; also shown under the spinner when given. */
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}>
      <CircularProgress aria-label={label ?? 'Loading'} />
      {label && (
        <Typography color="text.secondary" aria-hidden>
          {label}
        </Typography>
      )}
    </Box>
  );
}
