import Alert from '@mui/material/Alert';

/**
 * The alert above a form's fields for what the server said that no field shows (the text of
 * `applyServerErrors`), one error per line; nothing while there is no text.
 */
export function FormErrorAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
      {text}
    </Alert>
  );
}
