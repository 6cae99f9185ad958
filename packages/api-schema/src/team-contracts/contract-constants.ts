/** Every status a contract between a company and a vendor can have. */
export const CONTRACT_STATUSES = ['awaiting_signature', 'signed', 'active', 'notice_given', 'ended', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The client signs contracts: one the vendor has sent is waiting for the reader's company. */
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  awaiting_signature: 'Awaiting your signature',
  signed: 'Signed',
  active: 'Active',
  notice_given: 'Notice given',
  ended: 'Ended',
  cancelled: 'Cancelled',
};

/**
 * Contracts that bind the company and the vendor: signed and not yet started, running, or running
 * out their notice. A vendor connection cannot end while one of these exists.
 */
export const CONTRACT_IN_FORCE_STATUSES = ['signed', 'active', 'notice_given'] as const satisfies readonly ContractStatus[];

/** Contracts under which a developer works for the company now: the team is made of them. */
export const CONTRACT_WORKING_STATUSES = ['active', 'notice_given'] as const satisfies readonly ContractStatus[];

/** What a contract's history records, with who and when. */
export const CONTRACT_EVENT_KINDS = [
  'created',
  'signed',
  'started',
  'notice_given',
  'ended',
  'cancelled',
  'extension_requested',
  'end_requested',
  'request_withdrawn',
] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];

export const CONTRACT_EVENT_LABELS: Record<ContractEventKind, string> = {
  created: 'Created',
  signed: 'Signed',
  started: 'Started',
  notice_given: 'Notice given',
  ended: 'Ended',
  cancelled: 'Cancelled',
  extension_requested: 'Extension requested',
  end_requested: 'End requested',
  request_withdrawn: 'Request withdrawn',
};

/** A company asks the vendor to extend a contract (a new end date) or to end it. */
export const CHANGE_REQUEST_KINDS = ['extension', 'end'] as const;
export type ChangeRequestKind = (typeof CHANGE_REQUEST_KINDS)[number];

export const CHANGE_REQUEST_KIND_LABELS: Record<ChangeRequestKind, string> = {
  extension: 'Extension',
  end: 'End',
};

export const CHANGE_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const CHANGE_REQUEST_STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  pending: 'Waiting for the vendor',
  accepted: 'Accepted by the vendor',
  declined: 'Declined by the vendor',
  withdrawn: 'Withdrawn',
};

/** Days before a contract's end on which its reminders are e-mailed, each once. */
export const REMINDER_DAYS_BEFORE = [30, 7, 1] as const;
export type ReminderDaysBefore = (typeof REMINDER_DAYS_BEFORE)[number];

/** A contract that ends within this many days is highlighted and listed as ending soon. */
export const ENDING_SOON_DAYS = 30;

/** The notice period a contract has when its vendor names none. */
export const DEFAULT_NOTICE_PERIOD_DAYS = 30;

// The dashboard's contracts card; here, without zod, because the card imports them.
/** Contracts of each kind the card lists; the counts say how many there are in all. */
export const CONTRACTS_WIDGET_LIMIT = 5;

/** "Ends today", "Ends tomorrow", "Ends in 7 days": how the card and the reminders say it. */
export function endsInText(daysLeft: number): string {
  if (daysLeft <= 0) return 'Ends today';
  if (daysLeft === 1) return 'Ends tomorrow';
  return `Ends in ${daysLeft} days`;
}

// The contracts list, a contract's page and its document card: the portal's screens use these, so
// they live here, without zod.
/**
 * The orders of the contracts list. `status` puts what needs the reader first: awaiting their
 * signature, then signed, active, notice given, ended, cancelled, and within a status the latest
 * start first. A leading `-` reverses a date or the number.
 */
export const CONTRACT_SORT_KEYS = ['status', '-starts_on', 'starts_on', 'ends_on', '-ends_on', 'number', '-number'] as const;
export type ContractSort = (typeof CONTRACT_SORT_KEYS)[number];
export const DEFAULT_CONTRACT_SORT: ContractSort = 'status';

export const CONTRACT_SORT_LABELS: Record<ContractSort, string> = {
  status: 'Status, awaiting signature first',
  '-starts_on': 'Start date, latest first',
  starts_on: 'Start date, earliest first',
  ends_on: 'End date, soonest first',
  '-ends_on': 'End date, latest first',
  number: 'Number, ascending',
  '-number': 'Number, descending',
};

/** The longest search of the contracts list (number, talent's name or role). */
export const CONTRACT_SEARCH_MAX_LENGTH = 100;

/** The accept contract dialog's question, in these words only: it is what the signer says yes to. */
export function acceptContractQuestion(vendorName: string): string {
  return `Are you sure you want to sign the contract with ${vendorName}?`;
}

/** The words of the accept contract dialog's body that link to the terms. */
export const ACCEPT_CONTRACT_TERMS_LINK_TEXT = 'Standard Service Contract Terms';

/** The accept contract dialog's body: the terms the services come under, whose name links to them. */
export const ACCEPT_CONTRACT_BODY = `Unless agreed otherwise in writing, services are provided by the vendor under the ${ACCEPT_CONTRACT_TERMS_LINK_TEXT}.`;

/** What the page says once the contract is signed. */
export const CONTRACT_SIGNED_TEXT = 'Contract signed';

/** The largest PDF the check accepts: a contract with its certificate is far smaller. */
export const CONTRACT_PDF_CHECK_MAX_BYTES = 5 * 1024 * 1024;

/** The texts of signing and of the document card, word for word where the API and the portal both say them. */
export const CONTRACT_DOCUMENT_MESSAGES = {
  changedSinceOpened: 'This contract changed since you opened it. Review it again before signing.',
  noTerms: 'The Standard Service Contract Terms are not published yet, so this contract cannot be signed.',
  pdfEmpty: 'The file is empty. Choose the contract PDF you downloaded.',
  pdfTooLarge: 'The file is too large: a contract PDF is at most 5 MB.',
  notAPdf: 'This file is not a PDF. Choose the contract PDF you downloaded.',
  checkNoMatch: 'This file does not match this contract. It may have been changed.',
  checkDocument: 'This file is the contract document of this contract, unchanged, without a signature.',
} as const;

/** What the check says of a file that is the contract's signed PDF. */
export function signedPdfMatchMessage(signerName: string, signedOn: string): string {
  return `This file is the signed contract, unchanged: signed by ${signerName} on ${signedOn}`;
}

/**
 * The heading of a contract's end and extension requests, apart from the panel's other texts: the
 * page shows it at once, and the rest loads with the panel's content.
 */
export const CONTRACT_REQUESTS_PANEL_TITLE = 'End and extension requests';
