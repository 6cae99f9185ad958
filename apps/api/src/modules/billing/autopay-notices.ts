import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { emailBody } from '../../platform/outbox/email-layout';
import { enqueueEmail } from '../../platform/outbox/outbox';
import { billingContactsOf } from '../company-users';
import { users } from '../company-users/tables';
import { formatMoney } from './payment-rules';

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** 'Dec 7, 2026': a due date, the same in every time zone. */
const dueDay = (isoDay: string) => dayFormat.format(new Date(`${isoDay}T00:00:00Z`));

/** What an e-mail about an autopay problem tells. */
export interface AutopayProblemNotice {
  attemptId: string;
  companyId: string;
  status: 'failed' | 'skipped';
  message: string;
  invoice: { id: string; number: string; vendorName: string; totalMinor: number; currency: string; dueOn: string };
  publicUrl: string;
}

/**
 * Who hears of an autopay problem: the company's users who may pay its invoices (the invoices role,
 * which the finance group holds; an admin too) and its billing contacts, each address once.
 */
async function problemRecipients(db: Database, companyId: string): Promise<Array<{ email: string; name: string }>> {
  const [financeUsers, contacts] = await Promise.all([
    db
      .select({ email: users.email, name: users.firstName })
      .from(users)
      .where(
        and(
          eq(users.companyId, companyId),
          eq(users.enabled, true),
          eq(users.type, 'ClientUser'),
          arrayContains(users.roles, ['invoices']),
        ),
      )
      .orderBy(asc(users.email)),
    billingContactsOf(db, companyId),
  ]);
  const seen = new Set<string>();
  return [...financeUsers, ...contacts].filter((recipient) => {
    const address = recipient.email.toLowerCase();
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/**
 * Queues the e-mails of one autopay problem, in the transaction that records it; each keyed by the
 * attempt and the recipient, so that nothing queues one twice. The number queued.
 */
export async function queueAutopayProblemEmails(db: Database, notice: AutopayProblemNotice): Promise<number> {
  const recipients = await problemRecipients(db, notice.companyId);
  const { invoice } = notice;
  const amount = formatMoney(invoice.totalMinor, invoice.currency);
  const link = `${notice.publicUrl}/invoices/${invoice.id}`;
  const subject =
    notice.status === 'failed' ? `Autopay could not pay invoice ${invoice.number}` : `Invoice ${invoice.number} was not paid automatically`;
  for (const recipient of recipients) {
    const paragraphs = [
      `Hello ${recipient.name},`,
      notice.status === 'failed'
        ? `Autopay tried to pay invoice ${invoice.number} from ${invoice.vendorName} (${amount}, due ${dueDay(invoice.dueOn)}) and the payment did not go through.`
        : `Autopay did not pay invoice ${invoice.number} from ${invoice.vendorName} (${amount}, due ${dueDay(invoice.dueOn)}).`,
      notice.message,
      'The invoice is still to pay: you can pay it from its page.',
      link,
    ];
    await enqueueEmail(db, {
      key: `autopay:${notice.attemptId}:${recipient.email.toLowerCase()}`,
      to: recipient.email,
      subject,
      ...emailBody(paragraphs, { link, label: `Open invoice ${invoice.number}` }),
    });
  }
  return recipients.length;
}
