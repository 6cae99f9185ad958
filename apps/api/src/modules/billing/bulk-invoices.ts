import { sql } from 'drizzle-orm';
import { INVOICE_STATUSES } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { createVendor } from '../company-users';

export interface BulkInvoicesOptions {
  companyId: string;
  count: number;
  /** Invoice numbers are `${numberPrefix}-000001`...; must not clash with the company's other numbers. */
  numberPrefix: string;
  /** The vendor of every invoice; a new vendor is made when omitted. */
  vendorId?: string;
  /** Issued dates cycle through this many days from 2020-01-01, so a smaller number makes more ties. */
  distinctDays?: number;
}

/**
 * Inserts `count` invoices in one statement (generate_series), cycling through every status and
 * USD/EUR/GBP with varied amounts, each with one line item of its amount: for tests and the list
 * benchmark (100,000 rows in seconds).
 */
export async function insertBulkInvoices(db: Database, options: BulkInvoicesOptions): Promise<{ vendorId: string }> {
  const vendorId = options.vendorId ?? (await createVendor(db, { name: `${options.numberPrefix} Bulk Vendor` })).id;
  const statuses = sql.raw(`array[${INVOICE_STATUSES.map((status) => `'${status}'`).join(',')}]`);
  const days = Math.max(1, Math.floor(options.distinctDays ?? 2000));
  // Each invoice bills one item of its whole amount (its totals have no fee or tax), so its line adds up.
  await db.execute(sql`
    with inserted as (
    insert into invoices (company_id, vendor_id, number, status, currency, total_minor, totals, issued_on, due_on)
    select ${options.companyId}::uuid, ${vendorId}::uuid, ${options.numberPrefix} || '-' || lpad(g::text, 6, '0'),
      (${statuses})[1 + g % ${INVOICE_STATUSES.length}],
      v.currency, v.amount,
      jsonb_build_array(jsonb_build_object('slug', 'total', 'label', 'Total', 'currency', v.currency, 'added_value', v.amount)),
      v.issued_on, v.issued_on + 30
    from generate_series(1, ${Math.floor(options.count)}::int) as g,
      lateral (select (array['USD', 'EUR', 'GBP'])[1 + g % 3] as currency,
        (g::bigint * 7919 % 5000000) as amount,
        date '2020-01-01' + (g * 37 % ${days}) as issued_on) as v
    returning id, total_minor
    )
    insert into invoice_line_items (invoice_id, position, description, unit, quantity_milli, rate_minor, amount_minor)
    select id, 1, 'Development services', 'item', 1000, total_minor, total_minor from inserted
  `);
  return { vendorId };
}
