import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../database/database';
import { oneLineHeader, singleRecipient } from './mail-headers';
import { outboxEmails } from './tables';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The part of a nodemailer transport the worker uses. */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
  close?(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

export const MAX_SEND_ATTEMPTS = 8;
/** A claimed mail whose worker died becomes claimable again after this long. */
const CLAIM_LEASE = sql`interval '5 minutes'`;

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Sends up to `batchSize` due mails; returns how many were sent. Safe with several workers. */
export async function sendPendingEmails(
  db: Database,
  transport: MailTransport,
  options: { from: string; batchSize?: number; log?: Logger },
): Promise<number> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`), lt(outboxEmails.attempts, MAX_SEND_ATTEMPTS)))
    .orderBy(asc(outboxEmails.nextAttemptAt))
    .limit(options.batchSize ?? 20)
    .for('update', { skipLocked: true });

  const claimed = await db
    .update(outboxEmails)
    .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(inArray(outboxEmails.id, due))
    .returning();

  let sent = 0;
  for (const mail of claimed) {
    try {
      // Again at sending: a row queued before the headers were checked may hold a line break.
      await transport.sendMail({
        from: options.from,
        to: singleRecipient(mail.to),
        subject: oneLineHeader(mail.subject),
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db
        .update(outboxEmails)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(outboxEmails.id, mail.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Exponential back-off: 1, 2, 4 ... minutes after each failure.
      const backoffMinutes = 2 ** Math.max(0, mail.attempts - 1);
      await db
        .update(outboxEmails)
        .set({
          lastError: message.slice(0, 2000),
          nextAttemptAt: sql`now() + make_interval(mins => ${backoffMinutes})`,
        })
        .where(eq(outboxEmails.id, mail.id));
      const log = mail.attempts >= MAX_SEND_ATTEMPTS ? options.log?.error : options.log?.warn;
      log?.call(options.log, { emailId: mail.id, attempts: mail.attempts, err: message }, 'E-mail not sent');
    }
  }
  return sent;
}

export interface OutboxWorker {
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` and sends due mails; a tick is skipped while a run is busy. */
export function startOutboxWorker(
  db: Database,
  transport: MailTransport,
  options: { from: string; intervalMs?: number; log?: Logger },
): OutboxWorker {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = sendPendingEmails(db, transport, options)
      .then(() => undefined)
      .catch((error: unknown) => options.log?.error({ err: error }, 'Outbox run failed'))
      .finally(() => {
        current = null;
      });
  }, options.intervalMs ?? 5_000);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      await current;
      transport.close?.();
    },
  };
}
