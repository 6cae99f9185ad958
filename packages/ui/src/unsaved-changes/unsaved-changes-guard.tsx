import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import {
  decideUnsavedChanges,
  isLeaving,
  type UnsavedChangesEvent,
  type UnsavedChangesState,
} from './unsaved-changes-decisions';

export const UNSAVED_CHANGES_TITLE = 'You have unsaved changes. Do you want to save them?';

/**
 * Navigation state for a form that has just saved and moves on in the same tick (a create form
 * going to what it made): the form's `reset` has not rendered yet, so the guard is told instead.
 * `navigate(to, { state: AFTER_SAVE })`.
 */
export const AFTER_SAVE = { afterSave: true } as const;

function isAfterSave(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { afterSave?: unknown }).afterSave === true;
}

export interface UnsavedChangesGuardProps {
  /** The form has changes that are not saved (react-hook-form's `formState.isDirty`). */
  when: boolean;
  /**
   * Saves the form as its own Save button would; resolves true once saved. On false (or a
   * rejection) the user stays on the form, where the form shows what went wrong.
   */
  onSave: () => Promise<boolean>;
}

/**
 * Render inside every editing form. Leaving the page with unsaved changes asks first
 * (Discard changes / Save; closing the dialog stays), and a reload or closing the tab makes the
 * browser warn.
 */
export function UnsavedChangesGuard({ when, onSave }: UnsavedChangesGuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => when && isLeaving(currentLocation, nextLocation) && !isAfterSave(nextLocation.state),
    [when],
  );
  const blocker = useBlocker(shouldBlock);
  const [state, setState] = useState<UnsavedChangesState>('editing');
  const titleId = useId();
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const dispatch = useCallback(
    (current: UnsavedChangesState, event: UnsavedChangesEvent) => {
      const decision = decideUnsavedChanges(current, event);
      setState(decision.state);
      if (decision.effect === 'proceed') blocker.proceed?.();
      if (decision.effect === 'stay') blocker.reset?.();
      if (decision.effect === 'save') {
        void onSaveRef
          .current()
          .catch(() => false)
          .then((saved) => dispatch('saving', saved ? 'saved' : 'save-failed'));
      }
    },
    [blocker],
  );

  useEffect(() => {
    if (blocker.state === 'blocked' && state === 'editing') dispatch('editing', 'leave');
  }, [blocker.state, state, dispatch]);

  const open = blocker.state === 'blocked' && state !== 'editing';
  const saving = state === 'saving';
  const close = () => {
    if (!saving) dispatch(state, 'close');
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {UNSAVED_CHANGES_TITLE}
      </DialogTitle>
      <IconButton aria-label="Keep editing" onClick={close} disabled={saving} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => dispatch(state, 'discard')} disabled={saving} color="inherit">
          Discard changes
        </Button>
        <Button onClick={() => dispatch(state, 'save')} loading={saving} variant="contained">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
