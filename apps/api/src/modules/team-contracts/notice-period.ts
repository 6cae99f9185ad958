import {
  type ChangeRequestContract,
  changeRequestDateProblem,
  type ChangeRequestKind,
  changeRequestStateProblem,
  isNoticeShort,
} from '@portal/api-schema';

// The calendar arithmetic itself (`addDays`, `addMonths`, `earliestEndWithNotice`, `isNoticeShort`)
// lives in the API schema, where the portal's request form uses the same functions to warn.

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Jan 5, 2026': a calendar day as the API's messages write it, the same in every time zone. */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(`${iso}T00:00:00Z`));
}

export interface NoticeContract extends ChangeRequestContract {
  notice_period_days: number;
}

/** What a request asks for, judged against its contract today. */
export type ChangeRequestVerdict =
  /** The contract's status forbids it (409). */
  | { outcome: 'refused'; message: string }
  /** The date breaks a rule (422 on `requested_end_on`). */
  | { outcome: 'invalid'; message: string }
  /** Allowed; an end sooner than the notice period allows is recorded as short. */
  | { outcome: 'allowed'; noticeShort: boolean };

/**
 * Judges an end or extension request of `contract` on `today`: the status first (an ended contract
 * is refused whatever the date), then the date; an allowed end is short when it comes before the
 * notice period's earliest end. Pure, so that every rule is tested day by day.
 */
export function judgeChangeRequest(
  kind: ChangeRequestKind,
  contract: NoticeContract,
  requestedEndOn: string,
  today: string,
): ChangeRequestVerdict {
  const refused = changeRequestStateProblem(kind, contract);
  if (refused) return { outcome: 'refused', message: refused };
  const invalid = changeRequestDateProblem(kind, contract, requestedEndOn, today, formatDay);
  if (invalid) return { outcome: 'invalid', message: invalid };
  const noticeShort =
    kind === 'end' && isNoticeShort({ today, noticePeriodDays: contract.notice_period_days, endsOn: contract.ends_on, requestedEndOn });
  return { outcome: 'allowed', noticeShort };
}
