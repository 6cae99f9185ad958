import type { FastifyInstance } from 'fastify';
import type { DevMailboxAccess } from '../../config';
import type { Database } from '../../platform/database/database';
import { mailboxRoutes } from './mailbox.routes';

export interface MailboxDeps {
  db: Database;
  /** `local`: only requests made on this machine see it; `open`: anyone (DEV_MAILBOX=open). */
  access: DevMailboxAccess;
}

/**
 * The development mailbox (outside production): the e-mails the portal would send, read from the
 * outbox, for people trying the demo and for the browser tests.
 */
export async function registerSandboxMailbox(api: FastifyInstance, deps: MailboxDeps): Promise<void> {
  await api.register(mailboxRoutes, { deps });
}
