import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ErrorStateProps {
  title?: string;
  description?: ReactNode;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
}

export function ErrorState({ title = 'Something went wrong.', description, onRetry }: ErrorStateProps) {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 480, mx: 'auto' }}>
      <ErrorOutlineOutlinedIcon color="error" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      {description && <Typography color="text.secondary">{description}</Typography>}
      {onRetry && (
        <Button variant="outlined" onClick={onRetry} sx={{ mt: 3 }}>
          Try again
        </Button>
      )}
    </Box>
  );
}
