// End and extension requests without zod: the calendar-day arithmetic of notice periods and
// extensions, and the rules a request's date must meet. The API checks requests with these very
// functions and the portal's forms warn with them, so the two cannot disagree.
import { CONTRACT_REQUESTS_PANEL_TITLE, CONTRACT_STATUS_LABELS, type ChangeRequestKind, type ContractStatus } from './contract-constants';

export const CHANGE_REQUEST_LIMITS = {
  reasonMaxLength: 1000,
  /** An extension reaches at most this many months past the current end. */
  extensionMaxMonths: 24,
} as const;

/** Contracts that can be extended (when they have an end date): signed, running, or running out their notice. */
const EXTENDABLE_CONTRACT_STATUSES = ['signed', 'active', 'notice_given'] as const satisfies readonly ContractStatus[];
/** Contracts the company can ask to end: one under notice already ends. */
const ENDABLE_CONTRACT_STATUSES = ['signed', 'active'] as const satisfies readonly ContractStatus[];

/** A calendar day 'YYYY-MM-DD' as its parts; years below 100 stay as written (Date.UTC would move them to 19xx). */
function dayParts(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a calendar day: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function dayOf(year: number, monthIndex: number, day: number): string {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  const yyyy = String(date.getUTCFullYear()).padStart(4, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${yyyy}-${mm}-${dd}`;
}

/** The calendar day of a moment in UTC: contract dates are compared in UTC by the API and the portal alike. */
export function utcDay(moment: Date = new Date()): string {
  return dayOf(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
}

/** `days` calendar days after (or before, when negative) the day. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = dayParts(iso);
  return dayOf(year, month - 1, day + days);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayTime(to) - dayTime(from)) / DAY_MS);
}

function dayTime(iso: string): number {
  const { year, month, day } = dayParts(iso);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/**
 * The same day `months` months later; when that month is shorter, its last day (Aug 31 + 6 months is
 * Feb 28, or Feb 29 in a leap year).
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = dayParts(iso);
  const target = month - 1 + months;
  const targetYear = year + Math.floor(target / 12);
  const targetMonth = ((target % 12) + 12) % 12;
  const lastDay = Number(dayOf(targetYear, targetMonth + 1, 0).slice(8));
  return dayOf(targetYear, targetMonth, Math.min(day, lastDay));
}

/**
 * The earliest last working day when notice is given today: the notice period's days counted from
 * today (zero days: today itself).
 */
export function earliestEndWithNotice(today: string, noticePeriodDays: number): string {
  return addDays(today, Math.max(0, noticePeriodDays));
}

export interface NoticeInput {
  today: string;
  noticePeriodDays: number;
  /** The contract's current last day; null when open-ended. */
  endsOn: string | null;
  requestedEndOn: string;
}

/**
 * Whether the last working day asked for is sooner than the notice period allows. A date that is
 * the contract's own end (or later) needs no notice: the contract ends then anyway.
 */
export function isNoticeShort({ today, noticePeriodDays, endsOn, requestedEndOn }: NoticeInput): boolean {
  if (endsOn !== null && requestedEndOn >= endsOn) return false;
  return requestedEndOn < earliestEndWithNotice(today, noticePeriodDays);
}

/** The contract facts a request is checked against. */
export interface ChangeRequestContract {
  status: ContractStatus;
  starts_on: string | null;
  ends_on: string | null;
}

/**
 * Why the contract's status forbids a request of this kind now (the API's 409), or null when it
 * allows one.
 */
export function changeRequestStateProblem(kind: ChangeRequestKind, contract: ChangeRequestContract): string | null {
  const label = CONTRACT_STATUS_LABELS[contract.status].toLowerCase();
  if (kind === 'extension') {
    if (!(EXTENDABLE_CONTRACT_STATUSES as readonly ContractStatus[]).includes(contract.status)) {
      return `Only a signed, active or notice-given contract can be extended; this one is ${label}.`;
    }
    if (contract.ends_on === null) return 'This contract has no end date, so there is nothing to extend.';
    return null;
  }
  if (contract.status === 'notice_given') return 'Notice has already been given on this contract: it ends on its end date.';
  if (!(ENDABLE_CONTRACT_STATUSES as readonly ContractStatus[]).includes(contract.status)) {
    return `Only a signed or active contract can be ended; this one is ${label}.`;
  }
  return null;
}

/** The furthest new end date an extension may ask for. */
export function latestExtensionEnd(endsOn: string): string {
  return addMonths(endsOn, CHANGE_REQUEST_LIMITS.extensionMaxMonths);
}

/**
 * What is wrong with the date a request asks for (the API's 422 on `requested_end_on`), or null.
 * An extension moves the end later, by at most two years; an end is a last working day from today
 * (or the start, for a contract not started yet) to the current end. An end sooner than the notice
 * period allows is not wrong: it is recorded as short (`isNoticeShort`). `formatDay` writes a date
 * as the reader sees them.
 */
export function changeRequestDateProblem(
  kind: ChangeRequestKind,
  contract: ChangeRequestContract,
  requestedEndOn: string,
  today: string,
  formatDay: (iso: string) => string,
): string | null {
  const { starts_on: startsOn, ends_on: endsOn } = contract;
  if (kind === 'extension') {
    if (endsOn === null) return null;
    if (requestedEndOn <= endsOn) return `Choose a date after the current end date, ${formatDay(endsOn)}.`;
    const latest = latestExtensionEnd(endsOn);
    if (requestedEndOn > latest) return `An extension can reach at most 2 years past the current end: ${formatDay(latest)}.`;
    return null;
  }
  if (requestedEndOn < today) return 'The last working day cannot be in the past.';
  if (startsOn !== null && startsOn > today && requestedEndOn < startsOn) {
    return `The last working day cannot be before the contract starts, ${formatDay(startsOn)}.`;
  }
  if (endsOn !== null && requestedEndOn > endsOn)
    return `The last working day must be on or before the current end date, ${formatDay(endsOn)}.`;
  return null;
}

/** The 409 of a second request while one waits for the vendor, naming the one waiting. */
export function pendingChangeRequestMessage(
  pending: { kind: ChangeRequestKind; requestedEndOn: string },
  vendorName: string,
  formatDay: (iso: string) => string,
): string {
  const what =
    pending.kind === 'extension'
      ? `An extension to ${formatDay(pending.requestedEndOn)}`
      : `An end on ${formatDay(pending.requestedEndOn)}`;
  return `${what} is already waiting for ${vendorName}. Withdraw it before sending another request.`;
}

/** Texts of the requests panel, kept word for word: the panel, its tests and the browser tests share them. */
export const CONTRACT_REQUEST_TEXTS = {
  panelTitle: CONTRACT_REQUESTS_PANEL_TITLE,
  requestExtension: 'Request extension',
  requestEnd: 'Request end',
  withdraw: 'Withdraw request',
  withdrawTitle: 'Withdraw this request?',
  empty: 'No end or extension requests yet.',
  noticeShortWarning: (noticePeriodDays: number) =>
    `This is shorter than the ${noticePeriodDays}-day notice period; the vendor may decline or charge for the notice.`,
  sentTo: (vendorName: string) => `Sent to ${vendorName}`,
} as const;
