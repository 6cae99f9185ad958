import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { decideUnsavedChanges, isLeaving, type UnsavedChangesEvent, type UnsavedChangesState } from './unsaved-changes-decisions';
import { WhenFirstOpened } from '../when-first-opened/when-first-opened';

export { UNSAVED_CHANGES_TITLE } from './unsaved-changes-title';

// The dialog is fetched the first time someone leaves with unsaved changes, not with every form.
const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog'));

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
    <WhenFirstOpened open={open}>
      <UnsavedChangesDialog
        open={open}
        saving={saving}
        onClose={close}
        onDiscard={() => dispatch(state, 'discard')}
        onSave={() => dispatch(state, 'save')}
      />
    </WhenFirstOpened>
  );
}
