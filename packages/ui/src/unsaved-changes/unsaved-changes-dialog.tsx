import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';
import { UNSAVED_CHANGES_TITLE } from './unsaved-changes-title';

export interface UnsavedChangesDialogProps {
  open: boolean;
  saving: boolean;
  /** Closing the dialog (its cross, Escape, a click outside) keeps the user on the form. */
  onClose: () => void;
  onDiscard: () => void;
  onSave: () => void;
}

/** Discard changes / Save, asked when leaving a form with unsaved changes. */
export default function UnsavedChangesDialog({ open, saving, onClose, onDiscard, onSave }: UnsavedChangesDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {UNSAVED_CHANGES_TITLE}
      </DialogTitle>
      <IconButton aria-label="Keep editing" onClick={onClose} disabled={saving} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onDiscard} disabled={saving} color="inherit">
          Discard changes
        </Button>
        <Button onClick={onSave} loading={saving} variant="contained">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
