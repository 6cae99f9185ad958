import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import { notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { invoicePdfFile } from './invoice-pdf-file';

/** One invoice of the company as a PDF file. */
export async function getInvoicePdf(deps: Pick<BillingDeps, 'db'>, input: { actor: CompanyActor; invoiceId: string }): Promise<Download> {
  const file = await invoicePdfFile(deps.db, input.actor.companyId, input.invoiceId);
  if (!file) throw notFound();
  return { contentType: 'application/pdf', fileName: file.fileName, body: Buffer.from(file.bytes) };
}
