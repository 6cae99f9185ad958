import { and, count, eq, inArray } from 'drizzle-orm';
import { OPEN_INVOICE_STATUSES } from '@portal/api-schema';
import type { ConnectionFigureSource, ConnectionFigures } from '../company-users';
import { invoices } from './tables';

/** A vendor connection's open invoices (registered in index.ts). */
export const invoiceConnectionFigures: ConnectionFigureSource = async (db, companyId, vendorIds) => {
  const rows = await db
    .select({ vendorId: invoices.vendorId, open: count() })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), inArray(invoices.vendorId, vendorIds), inArray(invoices.status, OPEN_INVOICE_STATUSES)))
    .groupBy(invoices.vendorId);
  return new Map<string, Partial<ConnectionFigures>>(rows.map((row) => [row.vendorId, { openInvoices: Number(row.open) }]));
};
