import { describe, expect, test } from '@jest/globals';
import { DECLINE_COMMENT_MAX_LENGTH, DECLINE_OTHER_REASON, DECLINE_REASONS } from '@portal/api-schema/constants';
import {
  canSubmitDecline,
  declineMessage,
  NO_DECLINE_CHOICE,
  showsComment,
  type DeclineChoice,
  type DeclineReason,
} from './decline-choice';

const choose = (reason: DeclineReason, comment = ''): DeclineChoice => ({ reason, comment });

const REASONS_BUT_OTHER = DECLINE_REASONS.filter((reason) => reason !== DECLINE_OTHER_REASON);

describe('decline choice', () => {
  test('nothing chosen: no Submit, no comment, nothing to send', () => {
    expect(canSubmitDecline(NO_DECLINE_CHOICE)).toBe(false);
    expect(showsComment(NO_DECLINE_CHOICE)).toBe(false);
    expect(declineMessage(NO_DECLINE_CHOICE)).toBeNull();
    // A comment typed before the reason was changed does not make a choice.
    expect(canSubmitDecline({ reason: null, comment: 'too slow' })).toBe(false);
  });

  test.each(REASONS_BUT_OTHER)('"%s" is sent as it is, without a comment box', (reason) => {
    const choice = choose(reason);
    expect(canSubmitDecline(choice)).toBe(true);
    expect(showsComment(choice)).toBe(false);
    expect(declineMessage(choice)).toBe(reason);
    // A comment left from 'Other' is not sent with another reason.
    expect(declineMessage(choose(reason, 'left over'))).toBe(reason);
  });

  test('Other shows the comment box and sends the trimmed comment', () => {
    const choice = choose(DECLINE_OTHER_REASON, '  We hired internally.  ');
    expect(showsComment(choice)).toBe(true);
    expect(canSubmitDecline(choice)).toBe(true);
    expect(declineMessage(choice)).toBe('We hired internally.');
  });

  test.each(['', '   ', '\n\t'])('Other with an empty comment (%j) sends "Other"', (comment) => {
    const choice = choose(DECLINE_OTHER_REASON, comment);
    expect(canSubmitDecline(choice)).toBe(true);
    expect(declineMessage(choice)).toBe('Other');
  });

  test('Other with a comment over the limit cannot be submitted; at the limit it can', () => {
    const atLimit = 'a'.repeat(DECLINE_COMMENT_MAX_LENGTH);
    expect(declineMessage(choose(DECLINE_OTHER_REASON, ` ${atLimit} `))).toBe(atLimit);
    const over = choose(DECLINE_OTHER_REASON, `${atLimit}a`);
    expect(canSubmitDecline(over)).toBe(false);
    expect(declineMessage(over)).toBeNull();
  });

  test('every reason is offered once and Other is last', () => {
    expect(new Set(DECLINE_REASONS).size).toBe(DECLINE_REASONS.length);
    expect(DECLINE_REASONS.at(-1)).toBe(DECLINE_OTHER_REASON);
  });
});
