import { DECLINE_COMMENT_MAX_LENGTH, DECLINE_OTHER_REASON, type DECLINE_REASONS } from '@portal/api-schema/constants';

export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** What the user has chosen in the decline dialog so far. */
export interface DeclineChoice {
  reason: DeclineReason | null;
  /** Typed only with 'Other'. */
  comment: string;
}

export const NO_DECLINE_CHOICE: DeclineChoice = { reason: null, comment: '' };

/** Whether the comment box shows: only for 'Other'. */
export function showsComment(choice: DeclineChoice): boolean {
  return choice.reason === DECLINE_OTHER_REASON;
}

/** Submit needs a reason; with 'Other', a comment within the limit (an empty one is fine). */
export function canSubmitDecline(choice: DeclineChoice): boolean {
  if (choice.reason === null) return false;
  if (choice.reason !== DECLINE_OTHER_REASON) return true;
  return choice.comment.trim().length <= DECLINE_COMMENT_MAX_LENGTH;
}

/**
 * The `msg` that Submit sends: the chosen reason, or with 'Other' the trimmed comment, and 'Other'
 * itself when the comment is empty. null when nothing can be submitted.
 */
export function declineMessage(choice: DeclineChoice): string | null {
  if (!canSubmitDecline(choice) || choice.reason === null) return null;
  if (choice.reason !== DECLINE_OTHER_REASON) return choice.reason;
  const comment = choice.comment.trim();
  return comment === '' ? DECLINE_OTHER_REASON : comment;
}
