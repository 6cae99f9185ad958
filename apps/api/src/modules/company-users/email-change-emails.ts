import { EMAIL_CHANGE_TTL_HOURS } from '@portal/api-schema';
import { emailBody } from '../../platform/outbox/email-layout';
import type { OutgoingEmail } from '../../platform/outbox/outbox';

interface EmailChange {
  firstName: string;
  oldEmail: string;
  newEmail: string;
  /** The account editor who asked, when it was not the user. */
  requestedBy: string | null;
}

const askedBy = (change: EmailChange) => (change.requestedBy ? `${change.requestedBy}, an account editor of your company,` : 'You');

/** To the new address: the link that makes it the account's e-mail. */
export function confirmNewEmailEmail(change: EmailChange & { link: string }): OutgoingEmail {
  const paragraphs = [
    `Hello ${change.firstName},`,
    `${askedBy(change)} asked to change the e-mail address of your client portal account from ${change.oldEmail} to ${change.newEmail}. Confirm this address here:`,
    change.link,
    `Nothing changes until the link is opened. It works once and expires in ${EMAIL_CHANGE_TTL_HOURS} hours. If you did not expect this e-mail, you can ignore it.`,
  ];
  return {
    to: change.newEmail,
    subject: 'Confirm your new e-mail address',
    ...emailBody(paragraphs, { link: change.link, label: 'Confirm this e-mail address' }),
  };
}

/** To the old address: a notice, so that an unexpected change does not go unnoticed. */
export function emailChangeNoticeEmail(change: EmailChange): OutgoingEmail {
  const paragraphs = [
    `Hello ${change.firstName},`,
    `${askedBy(change)} asked to change the e-mail address of your client portal account from ${change.oldEmail} to ${change.newEmail}. A confirmation link was sent to ${change.newEmail}; your address stays ${change.oldEmail} until it is opened.`,
    'If you did not expect this, tell an account editor of your company and change your password.',
  ];
  return {
    to: change.oldEmail,
    subject: 'Your e-mail address is about to change',
    ...emailBody(paragraphs),
  };
}

/**
 * To an address that already has an account, asked for as another account's new address: no link
 * (an address belongs to one account), only word of the attempt, as the forgotten password does.
 */
export function addressInUseEmail(change: { newEmail: string }): OutgoingEmail {
  const paragraphs = [
    'Hello,',
    `Someone asked to make ${change.newEmail} the e-mail address of another client portal account. This address already belongs to your account, so nothing was changed and no other account can use it.`,
    'If this was you, sign in with this address instead, or reset your password if you have forgotten it. If it was not, you can ignore this e-mail.',
  ];
  return {
    to: change.newEmail,
    subject: 'Someone tried to use your e-mail address',
    ...emailBody(paragraphs),
  };
}
