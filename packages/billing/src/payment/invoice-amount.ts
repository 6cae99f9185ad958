import { TOTAL_SLUG, type InvoiceDetail, type Money } from '@portal/api-schema';
import { formatMinorUnits } from '@portal/ui';

/** The displayed amount of an invoice: its totals entry 'total', else its total. */
function invoiceTotal(invoice: InvoiceDetail): Money {
  return invoice.totals.find((entry) => entry.slug === TOTAL_SLUG) ?? invoice.total;
}

export function formatInvoiceTotal(invoice: InvoiceDetail): string {
  const total = invoiceTotal(invoice);
  return formatMinorUnits(total.added_value, total.currency);
}
