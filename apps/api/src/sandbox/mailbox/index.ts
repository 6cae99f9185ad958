import type { FastifyInstance } from 'fastify';
import type { MailboxDeps } from './mailbox-deps';
import { mailboxRoutes } from './mailbox.routes';

export type { MailboxDeps } from './mailbox-deps';

/**
 * The development mailbox (outside production): the e-mails the portal would send, read from the
 * outbox, for people trying the demo and for the browser tests.
 */
export async function registerSandboxMailbox(api: FastifyInstance, deps: MailboxDeps): Promise<void> {
  await api.register(mailboxRoutes, { deps });
}
