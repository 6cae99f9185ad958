import {
  CONTRACT_IN_FORCE_STATUSES,
  type ContractStatus,
  daysBetween,
  endsInText,
  REMINDER_DAYS_BEFORE,
  type ReminderDaysBefore,
} from '@portal/api-schema';
import { emailBody } from '../../platform/outbox/email-layout';
import type { OutgoingEmail } from '../../platform/outbox/outbox';

/** Contracts whose end is reminded: signed and waiting to start, running, or running out their notice. */
export const REMINDED_STATUSES: readonly ContractStatus[] = CONTRACT_IN_FORCE_STATUSES;

export interface DueReminder {
  /** Which reminder: 30, 7 or 1 days before the last day. */
  daysBefore: ReminderDaysBefore;
  /** The last day it reminds of: part of the reminder's key, so a new end date is reminded anew. */
  endsOn: string;
  /** Days left today: `daysBefore` on its day, fewer when a pass catches up. */
  daysLeft: number;
}

/**
 * The ending-soon reminder a contract is due today, if any. A reminder is due from its day
 * (`daysBefore` days before the last day) until the last day itself, so a pass that missed the day
 * (no process was running) still sends it; only the latest mark passed is due, so a contract found
 * late gets one e-mail, never the 30-, 7- and 1-day reminders at once. Whether it was sent already is
 * the claim's business (one row per contract, mark and end date), not this function's.
 */
export function dueReminders(contract: { status: ContractStatus; endsOn: string | null }, today: string): DueReminder[] {
  if (contract.endsOn === null || !REMINDED_STATUSES.includes(contract.status)) return [];
  const daysLeft = daysBetween(today, contract.endsOn);
  if (daysLeft < 0) return [];
  // The marks ascending: the first one not yet behind us is the latest that has come.
  const mark = [...REMINDER_DAYS_BEFORE].sort((a, b) => a - b).find((daysBefore) => daysLeft <= daysBefore);
  return mark === undefined ? [] : [{ daysBefore: mark, endsOn: contract.endsOn, daysLeft }];
}

const LONG_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'Friday, 4 December 2026': a contract's calendar day, the same in every time zone. */
export function formatContractDay(day: string): string {
  return LONG_DAY.format(new Date(`${day}T00:00:00Z`));
}

export interface ReminderEmailInput {
  to: string;
  firstName: string;
  companyName: string;
  contract: {
    number: string;
    status: ContractStatus;
    roleTitle: string;
    talentName: string | null;
    vendorName: string;
    endsOn: string;
  };
  daysLeft: number;
  /** The contract's page in the portal. */
  link: string;
}

/**
 * The ending-soon reminder: which contract ends when, and what the reader can do about it (ask the
 * vendor for an extension, or let it end by itself). Plain text, and the same as escaped HTML.
 */
export function contractEndingEmail(input: ReminderEmailInput): OutgoingEmail {
  const { contract } = input;
  const who = contract.talentName ?? contract.vendorName;
  const work = [contract.roleTitle, `through ${contract.vendorName}`].filter((part) => part !== '').join(', ');
  const when = endsInText(input.daysLeft).replace(/^Ends /, '');
  const keepWorking = contract.talentName ? `If you want ${contract.talentName} to keep working with you` : 'If you want the work to go on';
  const paragraphs = [
    `Hello ${input.firstName},`,
    `Contract ${contract.number} with ${who} (${work}) ends on ${formatContractDay(contract.endsOn)}: its last working day is ${when}.`,
    contract.status === 'notice_given'
      ? `Notice has been given on this contract. ${keepWorking} after all, request an extension with a new end date on the contract's page; ${contract.vendorName} answers it there. Otherwise there is nothing to do: the contract ends by itself after its last day.`
      : `${keepWorking}, request an extension with a new end date on the contract's page before then; ${contract.vendorName} answers it there. If you let it end, there is nothing to do: the contract ends by itself after its last day.`,
    'Open the contract:',
    input.link,
    `You receive this e-mail because you manage contracts for ${input.companyName} on the client portal.`,
  ];
  return {
    to: input.to,
    subject: `Contract ${contract.number} with ${who} ${endsInText(input.daysLeft).toLowerCase()}`,
    ...emailBody(paragraphs, { link: input.link, label: 'Open the contract' }),
  };
}
