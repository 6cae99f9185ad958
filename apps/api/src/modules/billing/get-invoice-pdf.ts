import type { CompanyActor } from '../../platform/access/caller';
import type { Download } from '../../platform/http/downloads';
import { notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { invoiceDocumentParts } from './invoice-document-queries';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoice-queries';

/** One invoice of the company as a PDF file. */
export async function getInvoicePdf(deps: Pick<BillingDeps, 'db'>, input: { actor: CompanyActor; invoiceId: string }): Promise<Download> {
  const found = await findInvoice(deps.db, input.actor.companyId, input.invoiceId);
  if (!found) throw notFound();
  const parts = await invoiceDocumentParts(deps.db, found.invoice);
  const pdf = await renderInvoicePdf({ ...found, parts });
  return { contentType: 'application/pdf', fileName: `${found.invoice.number}.pdf`, body: Buffer.from(pdf) };
}
