import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { DISPUTE_TEXTS } from '@portal/api-schema/constants';
import { useId, useRef } from 'react';
import { ATTACHMENT_ACCEPT, fileSize } from './dispute-form';

export interface AttachmentFieldProps {
  /** The field's id, which the form focuses when the file is refused. */
  id: string;
  file: File | null;
  onChange(file: File | null): void;
  error?: string;
  disabled?: boolean;
}

/** An optional file: a button that opens the picker, the chosen file's name and size, and Remove. */
export function AttachmentField({ id, file, onChange, error, disabled }: AttachmentFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const helperId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' }}>
        <Button
          id={id}
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-describedby={helperId}
          aria-invalid={error ? true : undefined}
        >
          {file ? 'Choose another file' : 'Attach a file'}
        </Button>
        {file && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {file.name} ({fileSize(file.size)})
            </Typography>
            <Button size="small" color="inherit" disabled={disabled} onClick={() => onChange(null)} aria-label={`Remove ${file.name}`}>
              Remove
            </Button>
          </>
        )}
      </Box>
      <FormHelperText id={helperId} error={Boolean(error)} sx={{ mx: 0 }}>
        {error ?? DISPUTE_TEXTS.attachmentHint}
      </FormHelperText>
      <input
        ref={input}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        aria-label="Attachment file"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // The same file chosen again after Remove still counts as a change.
          event.target.value = '';
        }}
      />
    </Box>
  );
}
