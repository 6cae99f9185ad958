import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormErrorAlert, UnsavedChangesGuard, useSecondPass } from '@portal/ui';
import { useId, type ReactNode } from 'react';

export interface CompanyFormCardProps {
  title: string;
  description: string;
  /** Validates and saves; true once saved (also what the unsaved-changes guard waits for). */
  onSave: () => Promise<boolean>;
  onDiscard: () => void;
  isDirty: boolean;
  isSubmitting: boolean;
  formError: string | null;
  children: ReactNode;
}

/** A My Company form: its heading, the unsaved-changes guard, the form's error, its fields, Save and Discard changes. */
export function CompanyFormCard({
  title,
  description,
  onSave,
  onDiscard,
  isDirty,
  isSubmitting,
  formError,
  children,
}: CompanyFormCardProps) {
  const headingId = useId();
  // The heading and description paint before the fields and buttons are built.
  const fieldsShown = useSecondPass();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
        sx={{ display: 'grid', gap: 3 }}
      >
        <UnsavedChangesGuard when={isDirty} onSave={onSave} />
        <Box>
          <Typography id={headingId} variant="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">{description}</Typography>
        </Box>
        <FormErrorAlert text={formError} />
        {fieldsShown && (
          <>
            {children}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                Save
              </Button>
              <Button type="button" color="inherit" size="large" disabled={!isDirty || isSubmitting} onClick={onDiscard}>
                Discard changes
              </Button>
            </Box>
          </>
        )}
      </Box>
    </Paper>
  );
}
