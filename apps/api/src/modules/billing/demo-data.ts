import {
  ACH_METHOD_SLUG,
  CARD_METHOD_SLUG,
  type InvoiceStatus,
  type InvoiceTotal,
  PAYONEER_WIRE_SLUGS,
  productWireSlug,
  TOTAL_SLUG,
} from '@portal/api-schema';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import { DEMO_VENDORS } from '../company-users';
import { SPEND_PAID_STATUSES } from './invoice-status-groups';
import { itemLines } from './line-items';
import { bankAccounts, invoiceLineItems, invoices, type OfferedPaymentMethod, payments } from './tables';

export const DEFAULT_PAYMENT_PRODUCT_SLUG = 'marketplace';

const demoId = (suffix: string) => `0b7d6a4e-5d1f-4c1e-9a43-${suffix}`;
const acmeInvoiceId = (n: number) => demoId(`3a${n.toString(16).padStart(10, '0')}`);
const globexInvoiceId = (n: number) => demoId(`3b${n.toString(16).padStart(10, '0')}`);
const acmeNumber = (n: number) => `INV-2026-${String(n).padStart(4, '0')}`;

/** Fixed ids and numbers of the billing demo data (listed in README.md), for the portal's tests and demos. */
export const DEMO_BILLING = {
  /** The vendors' demo rows are company-users' (the vendors' owner); billing's invoices are theirs. */
  vendors: DEMO_VENDORS,
  /** Acme's invoices that demonstrate one thing each. */
  invoices: {
    everyMethod: { id: acmeInvoiceId(1), number: acmeNumber(1) },
    redirectOnly: { id: acmeInvoiceId(2), number: acmeNumber(2) },
    noMethods: { id: acmeInvoiceId(3), number: acmeNumber(3) },
    inEscrow: { id: acmeInvoiceId(4), number: acmeNumber(4) },
    achPending: { id: acmeInvoiceId(5), number: acmeNumber(5) },
    overdue: { id: acmeInvoiceId(6), number: acmeNumber(6) },
    paid: { id: acmeInvoiceId(20), number: acmeNumber(20) },
  },
  globexInvoice: { id: globexInvoiceId(1), number: 'GLX-2026-0001' },
  bankAccounts: {
    acmeAdminVerified: demoId('3d0000000001'),
    acmeAdminUnverified: demoId('3d0000000002'),
  },
  achPendingPayment: { id: demoId('3e0000000001'), reference: 'PAY-DEMO-ACH-0005' },
  /** The outside page the redirect-only invoice sends the customer to. */
  redirectUrl: 'https://payments.example.com/payoneer/INV-2026-0002',
  acmeInvoiceCount: 44,
} as const;

/** The demo's bank accounts are at the sandbox's test bank, whose tokenizer tells this routing number. */
const SANDBOX_ROUTING_NUMBER = '110000000';

const TAX_RATES: Record<string, number> = { USD: 0, EUR: 0.19, GBP: 0.2 };
const PLATFORM_FEE_RATE = 0.05;

/**
 * Acme's invoices that bill items whatever the timesheets say, and keep their vendor, currency,
 * dates and totals: the five key ones and the three paid together (a retainer, milestones and
 * fixed-price work), and every other one the browser tests name by its number or find by its vendor,
 * currency and status (INV-2026-0006 to 0014, 0020, 0025, 0040). The rest may bill a contract's
 * approved hours (contract-invoices-demo-data.ts).
 */
export const ITEM_INVOICE_IDS: ReadonlySet<string> = new Set(
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 20, 25, 40, 41, 42, 43].map(acmeInvoiceId),
);

/** Subtotal, platform fee, tax and their sum as the 'total' line, all in minor units. */
export function demoTotals(currency: string, subtotalMinor: number): InvoiceTotal[] {
  const fee = Math.round(subtotalMinor * PLATFORM_FEE_RATE);
  const tax = Math.round((subtotalMinor + fee) * (TAX_RATES[currency] ?? 0));
  const lines: InvoiceTotal[] = [
    { slug: 'subtotal', label: 'Subtotal', currency, added_value: subtotalMinor },
    { slug: 'platform_fee', label: 'Platform fee (5%)', currency, added_value: fee },
  ];
  if (tax > 0) lines.push({ slug: 'tax', label: currency === 'GBP' ? 'VAT (20%)' : 'VAT (19%)', currency, added_value: tax });
  lines.push({ slug: TOTAL_SLUG, label: 'Total', currency, added_value: subtotalMinor + fee + tax });
  return lines;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface DemoInvoice {
  n: number;
  status: InvoiceStatus;
  vendor: keyof typeof DEMO_BILLING.vendors;
  currency: 'USD' | 'EUR' | 'GBP';
  issuedOn: string;
  subtotal: number;
  description: string;
  methods?: 'every' | 'redirect' | 'none';
}

const vendorKeys = Object.keys(DEMO_BILLING.vendors) as Array<keyof typeof DEMO_BILLING.vendors>;
const currencies = ['USD', 'EUR', 'GBP'] as const;
const WORK = [
  'Backend development: payments service',
  'Mobile app sprint: onboarding screens',
  'QA automation and regression suite',
  'Data pipeline maintenance',
  'Design system components',
  'Cloud infrastructure hardening',
  'Search relevance improvements',
  'Customer dashboard features',
];

/** The rest of Acme's invoices, after the five key ones: enough of every status to fill the list. */
const STATUS_FILL: InvoiceStatus[] = [
  'overdue',
  'overdue',
  'overdue',
  'overdue',
  'open',
  'open',
  'open',
  'open',
  'in_escrow',
  'in_escrow',
  'delivery_accepted',
  'delivery_accepted',
  'payout_requested',
  'payout_requested',
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'paid',
  'cleared',
  'cleared',
  'cleared',
  'cleared',
  'disputed',
  'disputed',
  'cancelled',
  'cancelled',
  'refunded_partial',
  'refunded_partial',
  'refunded_full',
  'refunded_full',
  'paid',
  'cleared',
  'open',
];

function acmeInvoices(): DemoInvoice[] {
  const key: DemoInvoice[] = [
    {
      n: 1,
      status: 'open',
      vendor: 'northwind',
      currency: 'USD',
      issuedOn: '2026-11-16',
      subtotal: 1_240_000,
      description: 'November retainer: platform team (4 engineers)',
      methods: 'every',
    },
    {
      n: 2,
      status: 'open',
      vendor: 'brightpath',
      currency: 'EUR',
      issuedOn: '2026-11-12',
      subtotal: 385_000,
      description: 'API integration milestone 2',
      methods: 'redirect',
    },
    {
      n: 3,
      status: 'open',
      vendor: 'kestrel',
      currency: 'GBP',
      issuedOn: '2026-11-10',
      subtotal: 210_000,
      description: 'Security review and fixes',
      methods: 'none',
    },
    {
      n: 4,
      status: 'in_escrow',
      vendor: 'lumen',
      currency: 'USD',
      issuedOn: '2026-10-20',
      subtotal: 860_000,
      description: 'Checkout redesign: delivered, awaiting acceptance',
    },
    {
      n: 5,
      status: 'ach_verification_pending',
      vendor: 'northwind',
      currency: 'USD',
      issuedOn: '2026-11-03',
      subtotal: 452_500,
      description: 'October overtime: incident response',
    },
  ];
  // The rest step back one week each from November, so the list spans the year.
  const rest = STATUS_FILL.map((status, index): DemoInvoice => {
    const n = index + 6;
    const open = status === 'open';
    return {
      n,
      status,
      vendor: vendorKeys[index % vendorKeys.length] ?? 'northwind',
      currency: currencies[index % currencies.length] ?? 'USD',
      issuedOn: open
        ? addDays('2026-11-18', -index % 9)
        : status === 'overdue'
          ? addDays('2026-10-01', -index * 6)
          : addDays('2026-10-15', -index * 7),
      subtotal: 95_000 + ((index * 73_919) % 1_400_000),
      description: WORK[index % WORK.length] ?? WORK[0] ?? '',
    };
  });
  // Three open dollar invoices of two vendors, which only paying several at once pays (its browser
  // spec): every other payable demo invoice is some other spec's.
  const paySeveral: DemoInvoice[] = [
    {
      n: 41,
      status: 'open',
      vendor: 'northwind',
      currency: 'USD',
      issuedOn: '2026-11-20',
      subtotal: 318_000,
      description: 'QA automation and regression suite',
    },
    {
      n: 42,
      status: 'open',
      vendor: 'northwind',
      currency: 'USD',
      issuedOn: '2026-11-21',
      subtotal: 204_500,
      description: 'Data pipeline maintenance',
    },
    {
      n: 43,
      status: 'open',
      vendor: 'lumen',
      currency: 'USD',
      issuedOn: '2026-11-22',
      subtotal: 157_250,
      description: 'Design system components',
    },
  ];
  // An open invoice no browser test names, for a contract's last month of approved hours
  // (contract-invoices-demo-data.ts bills them on it): the demo's hourly invoice still to pay.
  const hourly: DemoInvoice[] = [
    {
      n: 44,
      status: 'open',
      vendor: 'northwind',
      currency: 'USD',
      issuedOn: '2026-12-01',
      subtotal: 100_000,
      description: 'Development services',
    },
  ];
  return [...key, ...rest, ...paySeveral, ...hourly];
}

function offeredMethods(invoice: DemoInvoice, paymentProductSlug: string): OfferedPaymentMethod[] {
  if (invoice.methods === 'none') return [];
  if (invoice.methods === 'redirect') return [{ slug: 'payoneer-account-wire', redirectUrl: DEMO_BILLING.redirectUrl }];
  if (invoice.methods === 'every') {
    return [
      { slug: productWireSlug(paymentProductSlug) },
      ...PAYONEER_WIRE_SLUGS.map((slug) => ({ slug })),
      { slug: CARD_METHOD_SLUG },
      { slug: ACH_METHOD_SLUG },
    ];
  }
  // The usual offer: the product's wire, card and, for dollar invoices, ACH.
  return [
    { slug: productWireSlug(paymentProductSlug) },
    { slug: CARD_METHOD_SLUG },
    ...(invoice.currency === 'USD' ? [{ slug: ACH_METHOD_SLUG }] : []),
  ];
}

/**
 * A demo invoice in these statuses was paid (it has a paid_at): those whose money the spend counts
 * as paid, and one refunded in full, which was paid before its refund took the money back.
 */
export const PAID_STATUSES: readonly InvoiceStatus[] = [...SPEND_PAID_STATUSES, 'refunded_full'];

/** What each demo invoice bills: its work as one item, or every other one with a second item beside it. */
function demoLineItems(invoiceId: string, invoice: DemoInvoice) {
  const descriptions = invoice.n % 2 === 0 ? [invoice.description, 'Project management and QA'] : [invoice.description];
  const periodEnd = addDays(invoice.issuedOn, -1);
  const periodStart = addDays(periodEnd, -29);
  return itemLines(invoice.subtotal, descriptions).map((line, index) => ({
    ...line,
    periodStart,
    periodEnd,
    invoiceId,
    position: index + 1,
  }));
}

function invoiceRow(companyId: string, id: string, number: string, invoice: DemoInvoice, paymentProductSlug: string) {
  const totals = demoTotals(invoice.currency, invoice.subtotal);
  const total = totals.find((line) => line.slug === TOTAL_SLUG)?.added_value ?? 0;
  const periodEnd = addDays(invoice.issuedOn, -1);
  return {
    id,
    companyId,
    vendorId: DEMO_BILLING.vendors[invoice.vendor],
    number,
    status: invoice.status,
    currency: invoice.currency,
    totalMinor: total,
    totals,
    issuedOn: invoice.issuedOn,
    dueOn: addDays(invoice.issuedOn, 30),
    periodStart: addDays(periodEnd, -29),
    periodEnd,
    description: invoice.description,
    paymentMethods: offeredMethods(invoice, paymentProductSlug),
    paidAt: PAID_STATUSES.includes(invoice.status) ? new Date(`${addDays(invoice.issuedOn, 12)}T15:30:00Z`) : null,
  };
}

export interface BillingSeedOptions {
  paymentProductSlug: string;
  acmeId: string;
  globexId: string;
  acmeAdminId: string;
}

/**
 * Sandbox accounts saved before accounts kept their routing number: the sandbox's tokenizer only
 * ever tokenized its test bank, so they are all at it. The first of a company's copies of one
 * account (a verified one first) gets the routing number; the later copies, which the chooser
 * listed twice, are removed (kept for the payments made with them).
 */
async function backfillSandboxRoutingNumbers(db: Database): Promise<void> {
  const unknown = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.provider, 'sandbox'), isNull(bankAccounts.routingNumber), isNull(bankAccounts.removedAt)))
    .orderBy(desc(eq(bankAccounts.status, 'verified')), asc(bankAccounts.createdAt), asc(bankAccounts.id));
  for (const account of unknown) {
    const [kept] = await db
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.companyId, account.companyId),
          eq(bankAccounts.routingNumber, SANDBOX_ROUTING_NUMBER),
          eq(bankAccounts.last4, account.last4),
          isNull(bankAccounts.removedAt),
        ),
      );
    await db
      .update(bankAccounts)
      .set(kept ? { removedAt: new Date() } : { routingNumber: SANDBOX_ROUTING_NUMBER })
      .where(eq(bankAccounts.id, account.id));
  }
}

/** Invoices (of company-users' demo vendors), bank accounts and the pending ACH payment of the demo; existing rows are left alone. */
export async function seedBillingDemoData(db: Database, options: BillingSeedOptions): Promise<void> {
  const acmeDemo = acmeInvoices();
  const acmeRows = acmeDemo.map((invoice) =>
    invoiceRow(options.acmeId, acmeInvoiceId(invoice.n), acmeNumber(invoice.n), invoice, options.paymentProductSlug),
  );
  const globexDemo: DemoInvoice[] = [
    {
      n: 1,
      status: 'open',
      vendor: 'orbital',
      currency: 'USD',
      issuedOn: '2026-11-09',
      subtotal: 520_000,
      description: 'Marketing site rebuild',
    },
    {
      n: 2,
      status: 'overdue',
      vendor: 'kestrel',
      currency: 'EUR',
      issuedOn: '2026-09-14',
      subtotal: 310_000,
      description: 'Load testing engagement',
    },
    {
      n: 3,
      status: 'in_escrow',
      vendor: 'northwind',
      currency: 'USD',
      issuedOn: '2026-10-05',
      subtotal: 740_000,
      description: 'Warehouse app MVP',
    },
    {
      n: 4,
      status: 'paid',
      vendor: 'orbital',
      currency: 'GBP',
      issuedOn: '2026-08-11',
      subtotal: 180_000,
      description: 'Accessibility audit',
    },
  ];
  const globexRows = globexDemo.map((invoice) =>
    invoiceRow(
      options.globexId,
      globexInvoiceId(invoice.n),
      `GLX-2026-${String(invoice.n).padStart(4, '0')}`,
      invoice,
      options.paymentProductSlug,
    ),
  );
  const inserted = await db
    .insert(invoices)
    .values([...acmeRows, ...globexRows])
    .onConflictDoNothing()
    .returning({ id: invoices.id });
  // Only a new invoice's lines: one billed to a contract since has its hour lines instead.
  const fresh = new Set(inserted.map((row) => row.id));
  const lines = [
    ...acmeDemo.flatMap((invoice) => demoLineItems(acmeInvoiceId(invoice.n), invoice)),
    ...globexDemo.flatMap((invoice) => demoLineItems(globexInvoiceId(invoice.n), invoice)),
  ].filter((line) => fresh.has(line.invoiceId));
  if (lines.length > 0) await db.insert(invoiceLineItems).values(lines).onConflictDoNothing();

  await db
    .insert(bankAccounts)
    .values([
      {
        id: DEMO_BILLING.bankAccounts.acmeAdminVerified,
        companyId: options.acmeId,
        userId: options.acmeAdminId,
        provider: 'sandbox',
        providerAccountId: 'sandbox_ba_demo_acme_admin_6789',
        last4: '6789',
        routingNumber: SANDBOX_ROUTING_NUMBER,
        bankName: 'STRIPE TEST BANK',
        status: 'verified',
        verifiedAt: new Date('2026-09-02T10:00:00Z'),
      },
      {
        id: DEMO_BILLING.bankAccounts.acmeAdminUnverified,
        companyId: options.acmeId,
        userId: options.acmeAdminId,
        provider: 'sandbox',
        providerAccountId: 'sandbox_ba_demo_acme_admin_4444',
        last4: '4444',
        routingNumber: SANDBOX_ROUTING_NUMBER,
        bankName: 'STRIPE TEST BANK',
        status: 'new',
      },
    ])
    .onConflictDoNothing();
  await backfillSandboxRoutingNumbers(db);

  const achInvoice = acmeRows.find((row) => row.id === DEMO_BILLING.invoices.achPending.id);
  if (achInvoice) {
    await db
      .insert(payments)
      .values({
        id: DEMO_BILLING.achPendingPayment.id,
        reference: DEMO_BILLING.achPendingPayment.reference,
        invoiceId: achInvoice.id,
        companyId: options.acmeId,
        userId: options.acmeAdminId,
        methodSlug: ACH_METHOD_SLUG,
        provider: 'sandbox',
        bankAccountId: DEMO_BILLING.bankAccounts.acmeAdminUnverified,
        status: 'pending',
        amountMinor: achInvoice.totalMinor,
        currency: achInvoice.currency,
      })
      .onConflictDoNothing();
  }
}
