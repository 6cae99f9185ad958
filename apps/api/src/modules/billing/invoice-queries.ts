import { and, asc, count, desc, eq, gte, inArray, lte, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import {
  ACH_METHOD_SLUG,
  DEFAULT_PAGE_SIZE,
  DELIVERY_ACCEPTABLE_STATUSES,
  type InvoiceDetail,
  type PaymentOnItsWay,
  type InvoiceSort,
  type invoiceListQuerySchema,
  type InvoiceStatus,
  type InvoiceSummary,
  PAYABLE_INVOICE_STATUSES,
  END_BEFORE_START,
  endsBeforeStart,
} from '@portal/api-schema';
import type { z } from 'zod';
import type { Database } from '../../platform/database/database';
import { invalidField } from '../../platform/http/errors';
import { decodeKeysetCursor, isDateCursorValue, keysetPage } from '../../platform/pagination/keyset-cursor';
import { companies, companyProfiles, vendors } from '../company-users/tables';
import { invoiceDocumentParts } from './invoice-document-queries';
import { effectiveInvoiceReferences, type InvoiceReferences } from './invoice-references';
import type { PaymentCatalog } from './payment-catalog';
import { type InvoiceRow, invoices, payments } from './tables';

/** The list's filters, as validated by invoiceListQuerySchema. */
export interface InvoiceFilters {
  status: InvoiceStatus[];
  vendor?: string;
  from?: string;
  to?: string;
  /** The PO number and cost centre that apply (an invoice's own, else the company's default). */
  poNumber?: string;
  costCentre?: string;
  sort: InvoiceSort;
}

export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** The filters of a list query; a date range that ends before it starts is a 422 on 'to'. */
export function invoiceFilters(query: InvoiceListQuery): InvoiceFilters {
  if (endsBeforeStart(query)) throw invalidField('to', END_BEFORE_START);
  return {
    status: query.status,
    vendor: query.vendor,
    from: query.from,
    to: query.to,
    // '' (a field left empty) filters nothing.
    poNumber: query.po_number || undefined,
    costCentre: query.cost_centre || undefined,
    sort: query.sort,
  };
}

/**
 * A payment of the invoice is on its way (a wire announced, an ACH debit started): processing until
 * it is confirmed. The partial unique index of moving payments answers it for each row.
 */
export const paymentOnItsWay = sql<boolean>`exists (select 1 from ${payments} where ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'processing')`;

export const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  status: invoices.status,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  currency: invoices.currency,
  totalMinor: invoices.totalMinor,
  vendorId: vendors.id,
  vendorName: vendors.name,
  paymentOnItsWay: paymentOnItsWay.mapWith(Boolean),
};

/**
 * The summary's columns with the invoice's PO number and cost centre and the company's defaults of
 * them: the query joins company_profiles (`withCompanyDefaults`), at most one row per company.
 */
export const listedColumns = {
  ...summaryColumns,
  poNumber: invoices.poNumber,
  costCentre: invoices.costCentre,
  defaultPoNumber: companyProfiles.defaultPoNumber,
  defaultCostCentre: companyProfiles.defaultCostCentre,
};

/** The join `listedColumns` read the company's defaults through (a company may have no profile yet). */
export const companyDefaultsJoin = [companyProfiles, eq(companyProfiles.companyId, invoices.companyId)] as const;

type SummaryRow = {
  id: string;
  number: string;
  status: InvoiceStatus;
  issuedOn: string;
  dueOn: string;
  currency: string;
  totalMinor: number;
  vendorId: string;
  vendorName: string;
  paymentOnItsWay: boolean;
  poNumber: string;
  costCentre: string;
  defaultPoNumber: string | null;
  defaultCostCentre: string | null;
};

function companyDefaultsOf(row: { defaultPoNumber: string | null; defaultCostCentre: string | null }): InvoiceReferences {
  return { poNumber: row.defaultPoNumber ?? '', costCentre: row.defaultCostCentre ?? '' };
}

export function toSummary(row: SummaryRow): InvoiceSummary {
  const references = effectiveInvoiceReferences(row, companyDefaultsOf(row));
  return {
    id: row.id,
    number: row.number,
    vendor: { id: row.vendorId, name: row.vendorName },
    status: row.status,
    issued_on: row.issuedOn,
    due_on: row.dueOn,
    total: { currency: row.currency, added_value: row.totalMinor },
    payment_on_its_way: row.paymentOnItsWay,
    po_number: references.poNumber,
    cost_centre: references.costCentre,
  };
}

/**
 * An invoice whose PO number or cost centre, as effectiveInvoiceReferences reads it, is `value` (never
 * ''): its own value is, or it has none and the company's default is. Needs `companyDefaultsJoin`.
 */
function referenceMatches(own: SQLWrapper, companyDefault: SQLWrapper, value: SQLWrapper | string): SQL {
  return sql`(${own} = ${value} or (${own} = '' and ${companyDefault} = ${value}))`;
}

const hasReferenceFilter = (filters: InvoiceFilters) => Boolean(filters.poNumber || filters.costCentre);

function filterCondition(companyId: string, filters: InvoiceFilters): SQL | undefined {
  return and(
    eq(invoices.companyId, companyId),
    filters.status.length > 0 ? inArray(invoices.status, filters.status) : undefined,
    filters.vendor ? eq(invoices.vendorId, filters.vendor) : undefined,
    filters.from ? gte(invoices.issuedOn, filters.from) : undefined,
    filters.to ? lte(invoices.issuedOn, filters.to) : undefined,
    filters.poNumber ? referenceMatches(invoices.poNumber, companyProfiles.defaultPoNumber, filters.poNumber) : undefined,
    filters.costCentre ? referenceMatches(invoices.costCentre, companyProfiles.defaultCostCentre, filters.costCentre) : undefined,
  );
}

function sortParts(sort: InvoiceSort) {
  const descending = sort.startsWith('-');
  const column = sort.endsWith('issued_on') ? invoices.issuedOn : invoices.dueOn;
  return { descending, column, key: (row: SummaryRow) => (column === invoices.issuedOn ? row.issuedOn : row.dueOn) };
}

export interface InvoicePageRequest {
  limit: number;
  cursor?: string;
}

/** The shape of a page query: which filters it has and whether it continues after a cursor. */
function pageShape(filters: InvoiceFilters, continues: boolean): string {
  const sort = filters.sort.startsWith('-') ? `${filters.sort.slice(1)}_desc` : `${filters.sort}_asc`;
  const parts = [
    filters.status.length > 0 && 'status',
    filters.vendor && 'vendor',
    filters.from && 'from',
    filters.to && 'to',
    filters.poNumber && 'po',
    filters.costCentre && 'cc',
    continues && 'after',
  ];
  return [sort, ...parts.filter(Boolean)].join('_');
}

/** The CSV export reads the filtered list in pages of this many invoices. */
export const INVOICE_EXPORT_BATCH = 1000;

/**
 * Page sizes whose queries are prepared: the portal's page and the export's batch. Any other size
 * is sent unprepared and planned at each call, so that no caller can make the server keep a
 * statement per size.
 */
const PREPARED_PAGE_SIZES: ReadonlySet<number> = new Set([DEFAULT_PAGE_SIZE, INVOICE_EXPORT_BATCH]);

/**
 * A LIMIT written into the statement instead of bound. Given `limit $n`, PostgreSQL prices the
 * cached generic plan as if it returned a tenth of the company's invoices, so it plans every
 * execution afresh, which doubles the database's work per page. Drizzle's `limit()` takes SQL
 * at run time but declares only numbers and placeholders.
 */
function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new RangeError(`Not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

function pageSelect(db: Database, filters: InvoiceFilters, continues: boolean, limit: number | Placeholder) {
  const { descending, column } = sortParts(filters.sort);
  const afterValue = sql`${sql.placeholder('afterValue')}::date`;
  const afterId = sql`${sql.placeholder('afterId')}::uuid`;
  return db
    .select(listedColumns)
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .leftJoin(...companyDefaultsJoin)
    .where(
      and(
        eq(invoices.companyId, sql.placeholder('companyId')),
        filters.status.length > 0 ? sql`${invoices.status} = any(${sql.placeholder('statuses')}::text[])` : undefined,
        filters.vendor ? eq(invoices.vendorId, sql.placeholder('vendor')) : undefined,
        filters.from ? gte(invoices.issuedOn, sql.placeholder('from')) : undefined,
        filters.to ? lte(invoices.issuedOn, sql.placeholder('to')) : undefined,
        filters.poNumber
          ? referenceMatches(invoices.poNumber, companyProfiles.defaultPoNumber, sql`${sql.placeholder('poNumber')}::text`)
          : undefined,
        filters.costCentre
          ? referenceMatches(invoices.costCentre, companyProfiles.defaultCostCentre, sql`${sql.placeholder('costCentre')}::text`)
          : undefined,
        continues
          ? descending
            ? sql`(${column}, ${invoices.id}) < (${afterValue}, ${afterId})`
            : sql`(${column}, ${invoices.id}) > (${afterValue}, ${afterId})`
          : undefined,
      ),
    )
    .orderBy(...(descending ? [desc(column), desc(invoices.id)] : [asc(column), asc(invoices.id)]))
    .limit(limit);
}

/**
 * Page queries of the prepared sizes are prepared once per shape and size (at most 4 sorts x 128
 * filter combinations x 2 sizes): a page then costs neither building its SQL nor the server's
 * planning, which at list rates is most of the work.
 */
const preparedPages = new WeakMap<Database, Map<string, PreparedPage>>();
type PreparedPage = ReturnType<ReturnType<typeof pageSelect>['prepare']>;

/** The statement name of a prepared page query, as PostgreSQL lists it in pg_prepared_statements. */
export function preparedPageName(filters: InvoiceFilters, continues: boolean, pageSize: number): string {
  return `invoice_page_${pageShape(filters, continues)}_${pageSize}`;
}

/** The query of one page of `pageSize` rows; it reads one row more, to tell whether another page follows. */
function pageQuery(db: Database, filters: InvoiceFilters, continues: boolean, pageSize: number) {
  if (!PREPARED_PAGE_SIZES.has(pageSize)) return pageSelect(db, filters, continues, sql.placeholder('limit'));
  let byName = preparedPages.get(db);
  if (!byName) {
    byName = new Map();
    preparedPages.set(db, byName);
  }
  const name = preparedPageName(filters, continues, pageSize);
  let prepared = byName.get(name);
  if (!prepared) {
    prepared = pageSelect(db, filters, continues, literalLimit(pageSize + 1)).prepare(name);
    byName.set(name, prepared);
  }
  return prepared;
}

/**
 * One keyset page: rows after the cursor's (sort value, id) in the order of the sort. The row
 * comparison matches the (company_id, date, id) indexes, so a late page costs as little as the first.
 */
export async function invoicePage(db: Database, companyId: string, filters: InvoiceFilters, pageRequest: InvoicePageRequest) {
  const { key } = sortParts(filters.sort);
  const after = pageRequest.cursor ? decodeKeysetCursor(pageRequest.cursor, filters.sort, isDateCursorValue) : null;
  const rows: SummaryRow[] = await pageQuery(db, filters, after !== null, pageRequest.limit).execute({
    companyId,
    statuses: filters.status,
    vendor: filters.vendor,
    from: filters.from,
    to: filters.to,
    poNumber: filters.poNumber,
    costCentre: filters.costCentre,
    afterValue: after?.value,
    afterId: after?.id,
    limit: pageRequest.limit + 1,
  });
  const page = keysetPage(rows, pageRequest.limit, (last) => ({ order: filters.sort, value: key(last), id: last.id }));
  return { items: page.rows.map(toSummary), next_cursor: page.nextCursor };
}

/** How many invoices the filters match (the list's own call, so that pages never pay for it). */
export async function countFilteredInvoices(db: Database, companyId: string, filters: InvoiceFilters): Promise<number> {
  const counting = db.select({ total: count() }).from(invoices);
  // The company's defaults are joined only when a filter reads them, so that a plain count stays one index scan.
  const [counted] = await (hasReferenceFilter(filters) ? counting.leftJoin(...companyDefaultsJoin) : counting).where(
    filterCondition(companyId, filters),
  );
  return Number(counted?.total ?? 0);
}

/** Every invoice of the filtered list, read in keyset batches, stopping at `maxRows`. */
export async function* allInvoices(
  db: Database,
  companyId: string,
  filters: InvoiceFilters,
  maxRows: number,
  batchSize = INVOICE_EXPORT_BATCH,
): AsyncGenerator<InvoiceSummary> {
  let cursor: string | undefined;
  let yielded = 0;
  while (yielded < maxRows) {
    const page = await invoicePage(db, companyId, filters, { limit: Math.min(batchSize, maxRows - yielded), cursor });
    for (const item of page.items) yield item;
    yielded += page.items.length;
    if (!page.next_cursor) return;
    cursor = page.next_cursor;
  }
}

export async function findInvoice(db: Database, companyId: string, invoiceId: string) {
  const [row] = await db
    .select({
      invoice: invoices,
      vendorName: vendors.name,
      companyName: companies.name,
      defaultPoNumber: companyProfiles.defaultPoNumber,
      defaultCostCentre: companyProfiles.defaultCostCentre,
    })
    .from(invoices)
    .innerJoin(vendors, eq(vendors.id, invoices.vendorId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .leftJoin(...companyDefaultsJoin)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)));
  if (!row) return null;
  const { defaultPoNumber, defaultCostCentre, ...found } = row;
  /** The company's PO number and cost centre for invoices that name none (effectiveInvoiceReferences). */
  return { ...found, companyDefaults: companyDefaultsOf({ defaultPoNumber, defaultCostCentre }) };
}

export type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

const includes = (statuses: readonly InvoiceStatus[], status: InvoiceStatus) => statuses.includes(status);

/** The payment of the invoice on its way, as its page shows it; null when there is none. */
async function paymentOnItsWayOf(db: Database, catalog: PaymentCatalog, invoice: InvoiceRow): Promise<PaymentOnItsWay | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'processing')))
    .limit(1);
  if (!payment) return null;
  const method = catalog.get(payment.methodSlug);
  return {
    payment_reference: payment.reference,
    reference: invoice.number,
    method: method?.label ?? payment.methodSlug,
    method_kind: method?.kind ?? 'wire',
    started_at: payment.createdAt.toISOString(),
    amount: { currency: payment.currency, added_value: payment.amountMinor },
  };
}

/** The invoice as the portal shows it, with the actions allowed now (no payment while one is on its way). */
export async function invoiceDetail(
  db: Database,
  catalog: PaymentCatalog,
  found: Pick<FoundInvoice, 'invoice' | 'vendorName' | 'companyDefaults'>,
): Promise<InvoiceDetail> {
  const { invoice, vendorName, companyDefaults } = found;
  const references = effectiveInvoiceReferences(invoice, companyDefaults);
  let pendingAch: InvoiceDetail['pending_ach'] = null;
  if (invoice.status === 'ach_verification_pending') {
    const [payment] = await db
      .select({ reference: payments.reference, bankAccountId: payments.bankAccountId })
      .from(payments)
      .where(
        and(
          eq(payments.invoiceId, invoice.id),
          eq(payments.methodSlug, ACH_METHOD_SLUG),
          eq(payments.status, 'pending'),
          sql`${payments.bankAccountId} is not null`,
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (payment?.bankAccountId) pendingAch = { reference: payment.reference, bank_account_id: payment.bankAccountId };
  }
  const onItsWay = await paymentOnItsWayOf(db, catalog, invoice);
  const parts = await invoiceDocumentParts(db, invoice);
  return {
    id: invoice.id,
    number: invoice.number,
    vendor: { id: invoice.vendorId, name: vendorName },
    status: invoice.status,
    issued_on: invoice.issuedOn,
    due_on: invoice.dueOn,
    total: { currency: invoice.currency, added_value: invoice.totalMinor },
    po_number: references.poNumber,
    cost_centre: references.costCentre,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    description: invoice.description,
    totals: invoice.totals,
    paid_at: invoice.paidAt ? invoice.paidAt.toISOString() : null,
    can_pay: includes(PAYABLE_INVOICE_STATUSES, invoice.status) && onItsWay === null,
    can_accept_delivery: includes(DELIVERY_ACCEPTABLE_STATUSES, invoice.status),
    pending_ach: pendingAch,
    payment_on_its_way: onItsWay,
    line_items: parts.lineItems,
    issuer: parts.issuer,
    bill_to: parts.billTo,
    contract: parts.contract,
    references: {
      po_number: {
        value: references.poNumber,
        is_company_default: references.fromCompanyDefault.poNumber,
        company_default: companyDefaults.poNumber,
      },
      cost_centre: {
        value: references.costCentre,
        is_company_default: references.fromCompanyDefault.costCentre,
        company_default: companyDefaults.costCentre,
      },
    },
  };
}
