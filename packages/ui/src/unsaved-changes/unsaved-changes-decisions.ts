/**
 * What the unsaved-changes guard does, as a pure function of where it is and what happened, so
 * that every path is tested without a router: the component only renders the state and carries
 * out the effect.
 */
export type UnsavedChangesState = 'editing' | 'asking' | 'saving';

export type UnsavedChangesEvent =
  /** The user tried to leave the form while it had unsaved changes. */
  | 'leave'
  | 'discard'
  | 'save'
  | 'saved'
  | 'save-failed'
  /** Escape, a click outside or the close button: the user stays with the form. */
  | 'close';

/** `proceed` goes where the user was going; `stay` cancels that navigation; `save` runs the form's save. */
export type UnsavedChangesEffect = 'proceed' | 'stay' | 'save' | 'none';

export interface UnsavedChangesDecision {
  state: UnsavedChangesState;
  effect: UnsavedChangesEffect;
}

export function decideUnsavedChanges(state: UnsavedChangesState, event: UnsavedChangesEvent): UnsavedChangesDecision {
  switch (state) {
    case 'editing':
      return event === 'leave' ? { state: 'asking', effect: 'none' } : { state, effect: 'none' };
    case 'asking':
      switch (event) {
        case 'discard':
          return { state: 'editing', effect: 'proceed' };
        case 'save':
          return { state: 'saving', effect: 'save' };
        case 'close':
          return { state: 'editing', effect: 'stay' };
        default:
          return { state, effect: 'none' };
      }
    case 'saving':
      // While saving the dialog cannot be dismissed: only the save's own outcome moves on.
      switch (event) {
        case 'saved':
          return { state: 'editing', effect: 'proceed' };
        case 'save-failed':
          return { state: 'editing', effect: 'stay' };
        default:
          return { state, effect: 'none' };
      }
  }
}

interface Place {
  pathname: string;
  search: string;
}

/** Leaving means another page or other query: a hash change or the same URL again is no navigation away. */
export function isLeaving(current: Place, next: Place): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}
