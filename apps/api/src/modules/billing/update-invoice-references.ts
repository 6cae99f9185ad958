import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceDetail, InvoiceReferences } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { recordChange } from '../../platform/audit/audited-change';
import { notFound } from '../../platform/http/errors';
import type { BillingDeps } from './billing-deps';
import { findInvoice, invoiceDetail } from './invoice-queries';
import { invoices } from './tables';

/**
 * Sets an invoice's own PO number and cost centre ('' lets the company's default apply). The
 * invoice's row is locked while its values are compared and written, so of identical concurrent
 * requests one changes it (audited with the values before and after, and told to the company's
 * open pages) and the others find nothing left to change. Any status allows it: a paid invoice is
 * still booked in the company's ledgers.
 */
export async function updateInvoiceReferences(
  deps: Pick<BillingDeps, 'db' | 'catalog'>,
  input: { actor: CompanyActor; invoiceId: string; references: InvoiceReferences },
): Promise<InvoiceDetail> {
  const { actor, invoiceId, references } = input;
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ number: invoices.number, poNumber: invoices.poNumber, costCentre: invoices.costCentre })
      .from(invoices)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, actor.companyId)))
      .for('update');
    if (!locked) throw notFound();
    if (locked.poNumber !== references.po_number || locked.costCentre !== references.cost_centre) {
      await tx
        .update(invoices)
        .set({ poNumber: references.po_number, costCentre: references.cost_centre, updatedAt: sql`now()` })
        .where(eq(invoices.id, invoiceId));
      await recordChange(tx, {
        action: 'invoice.references_changed',
        companyId: actor.companyId,
        subject: { kind: 'invoice', id: invoiceId },
        by: actor,
        metadata: {
          number: locked.number,
          before: { po_number: locked.poNumber, cost_centre: locked.costCentre },
          after: references,
        },
      });
    }
    const found = await findInvoice(tx, actor.companyId, invoiceId);
    if (!found) throw notFound();
    return invoiceDetail(tx, deps.catalog, found);
  });
}
