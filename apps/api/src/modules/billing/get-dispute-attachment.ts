import { and, eq, isNotNull } from 'drizzle-orm';
import type { CompanyActor } from '../../platform/access/caller';
import { notFound } from '../../platform/http/errors';
import type { Download } from '../../platform/http/downloads';
import type { BillingDeps } from './billing-deps';
import { disputeMessages, invoiceDisputes } from './tables';

/** The file of a message of one of the invoice's disputes, as it was uploaded; 404 for anything not the company's. */
export async function getDisputeAttachment(
  deps: Pick<BillingDeps, 'db'>,
  input: { actor: CompanyActor; invoiceId: string; messageId: string },
): Promise<Download> {
  const [row] = await deps.db
    .select({
      name: disputeMessages.attachmentName,
      contentType: disputeMessages.attachmentContentType,
      bytes: disputeMessages.attachment,
    })
    .from(disputeMessages)
    .innerJoin(invoiceDisputes, eq(invoiceDisputes.id, disputeMessages.disputeId))
    .where(
      and(
        eq(disputeMessages.id, input.messageId),
        eq(invoiceDisputes.invoiceId, input.invoiceId),
        eq(invoiceDisputes.companyId, input.actor.companyId),
        isNotNull(disputeMessages.attachment),
      ),
    );
  if (!row?.bytes || !row.name || !row.contentType) throw notFound();
  return { contentType: row.contentType, fileName: row.name, body: row.bytes };
}
