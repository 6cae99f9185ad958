import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { DISPUTABLE_INVOICE_STATUSES, INVOICE_STATUSES, type InvoiceStatus } from '@portal/api-schema';
import type { DatabaseHandle } from '../../platform/database/database';
import { auditLog } from '../../platform/audit/tables';
import { invoices } from './tables';
import { DEMO_IDS } from '../../demo/seed';
import { createTestDatabase } from '../../testing/test-database';
import { DEMO_BILLING } from './demo-data';
import { canTransition, changeInvoiceStatus, INVOICE_TRANSITIONS } from './invoice-transitions';

/** The allowed changes of README.md, written out pair by pair: every pair not listed is refused. */
const ALLOWED: ReadonlyArray<[InvoiceStatus, InvoiceStatus]> = [
  ['open', 'overdue'],
  ['open', 'ach_verification_pending'],
  ['open', 'paid'],
  ['open', 'in_escrow'],
  ['open', 'disputed'],
  ['open', 'cancelled'],
  ['overdue', 'ach_verification_pending'],
  ['overdue', 'paid'],
  ['overdue', 'in_escrow'],
  ['overdue', 'disputed'],
  ['overdue', 'cancelled'],
  ['ach_verification_pending', 'open'],
  ['ach_verification_pending', 'overdue'],
  ['ach_verification_pending', 'paid'],
  ['ach_verification_pending', 'in_escrow'],
  ['in_escrow', 'delivery_accepted'],
  ['in_escrow', 'disputed'],
  ['in_escrow', 'refunded_partial'],
  ['in_escrow', 'refunded_full'],
  ['delivery_accepted', 'payout_requested'],
  ['delivery_accepted', 'disputed'],
  ['payout_requested', 'cleared'],
  ['paid', 'cleared'],
  ['paid', 'disputed'],
  ['paid', 'refunded_partial'],
  ['paid', 'refunded_full'],
  ['cleared', 'refunded_partial'],
  ['cleared', 'refunded_full'],
  ['disputed', 'open'],
  ['disputed', 'overdue'],
  ['disputed', 'in_escrow'],
  ['disputed', 'paid'],
  ['disputed', 'refunded_partial'],
  ['disputed', 'refunded_full'],
  ['disputed', 'cancelled'],
  ['refunded_partial', 'refunded_full'],
];
const allowedKeys = new Set(ALLOWED.map(([from, to]) => `${from}->${to}`));
const everyPair = INVOICE_STATUSES.flatMap((from) => INVOICE_STATUSES.map((to) => [from, to] as const));

describe('INVOICE_TRANSITIONS and canTransition', () => {
  test('the table has exactly the statuses of the API schema', () => {
    expect(Object.keys(INVOICE_TRANSITIONS).sort()).toEqual([...INVOICE_STATUSES].sort());
  });

  test.each(everyPair)('%s -> %s follows the table', (from, to) => {
    expect(canTransition(from, to)).toBe(allowedKeys.has(`${from}->${to}`));
    expect(INVOICE_TRANSITIONS[from].includes(to)).toBe(allowedKeys.has(`${from}->${to}`));
  });

  test('no status moves to itself, and cancelled and fully refunded are final', () => {
    for (const status of INVOICE_STATUSES) expect(canTransition(status, status)).toBe(false);
    expect(INVOICE_TRANSITIONS.cancelled).toEqual([]);
    expect(INVOICE_TRANSITIONS.refunded_full).toEqual([]);
  });

  test('a dispute can be raised from every disputable status and its answer can return the invoice there, or overdue', () => {
    for (const status of DISPUTABLE_INVOICE_STATUSES) {
      expect(canTransition(status, 'disputed')).toBe(true);
      expect(canTransition('disputed', status)).toBe(true);
    }
    expect(canTransition('disputed', 'overdue')).toBe(true);
  });

  test('every status but open can be reached, and every one can be reached from open', () => {
    const reached = new Set<InvoiceStatus>(['open']);
    const queue: InvoiceStatus[] = ['open'];
    for (let status = queue.shift(); status; status = queue.shift()) {
      for (const next of INVOICE_TRANSITIONS[status]) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect([...reached].sort()).toEqual([...INVOICE_STATUSES].sort());
  });
});

describe('changeInvoiceStatus', () => {
  let database: DatabaseHandle;
  let invoiceCount = 0;

  beforeAll(async () => {
    database = await createTestDatabase({ demoData: true });
  });
  afterAll(() => database?.close());

  async function newInvoice(status: InvoiceStatus, companyId: string = DEMO_IDS.acme) {
    invoiceCount += 1;
    const [row] = await database.db
      .insert(invoices)
      .values({
        companyId,
        vendorId: DEMO_BILLING.vendors.northwind,
        number: `TRANSITION-${invoiceCount}`,
        status,
        currency: 'USD',
        totalMinor: 10_000,
        totals: [{ slug: 'total', label: 'Total', currency: 'USD', added_value: 10_000 }],
        issuedOn: '2026-11-01',
        dueOn: '2026-12-01',
      })
      .returning();
    if (!row) throw new Error('No invoice');
    return row;
  }

  const auditOf = (invoiceId: string) => database.db.select().from(auditLog).where(eq(auditLog.subjectId, invoiceId));

  test('an allowed change moves the invoice, bumps its version and writes one audit entry', async () => {
    const invoice = await newInvoice('open');
    const paidAt = new Date('2026-11-20T12:00:00Z');
    const result = await changeInvoiceStatus(database.db, {
      invoiceId: invoice.id,
      companyId: DEMO_IDS.acme,
      to: 'paid',
      actorUserId: DEMO_IDS.acmeAdmin,
      ip: '10.9.8.7',
      action: 'invoice.status_changed',
      metadata: { payment: 'PAY-1' },
      paidAt,
    });
    expect(result.changed).toBe(true);
    expect(result.invoice).toMatchObject({ status: 'paid', version: invoice.version + 1, paidAt });
    const entries = await auditOf(invoice.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'invoice.status_changed',
      companyId: DEMO_IDS.acme,
      actorUserId: DEMO_IDS.acmeAdmin,
      subjectType: 'invoice',
      ip: '10.9.8.7',
      metadata: { from: 'open', to: 'paid', payment: 'PAY-1' },
    });
  });

  test('a failure after the status change (its history entry) leaves the invoice as it was, without an audit entry', async () => {
    const invoice = await newInvoice('in_escrow');
    await database.db.execute(
      sql.raw(
        `create function fail_invoice_event() returns trigger language plpgsql as $$ begin raise exception 'the process died here'; end $$`,
      ),
    );
    await database.db.execute(
      sql.raw('create trigger fail_invoice_event before insert on invoice_events for each row execute function fail_invoice_event()'),
    );
    try {
      const change = changeInvoiceStatus(database.db, {
        invoiceId: invoice.id,
        companyId: DEMO_IDS.acme,
        to: 'delivery_accepted',
        actorUserId: DEMO_IDS.acmeAdmin,
        action: 'invoice.status_changed',
      });
      await expect(change).rejects.toThrow();
    } finally {
      await database.db.execute(sql.raw('drop trigger fail_invoice_event on invoice_events'));
      await database.db.execute(sql.raw('drop function fail_invoice_event()'));
    }
    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'in_escrow', version: invoice.version });
    expect(await auditOf(invoice.id)).toHaveLength(0);
  });

  test('a change the table refuses leaves the invoice and the audit log alone', async () => {
    const invoice = await newInvoice('cancelled');
    const result = await changeInvoiceStatus(database.db, {
      invoiceId: invoice.id,
      companyId: DEMO_IDS.acme,
      to: 'open',
      actorUserId: null,
      action: 'invoice.status_changed',
    });
    expect(result).toEqual({ changed: false, reason: 'not_allowed', invoice });
    expect(await auditOf(invoice.id)).toHaveLength(0);
  });

  test("another company's invoice is not found, and is not changed", async () => {
    const invoice = await newInvoice('in_escrow', DEMO_IDS.globex);
    const result = await changeInvoiceStatus(database.db, {
      invoiceId: invoice.id,
      companyId: DEMO_IDS.acme,
      to: 'delivery_accepted',
      actorUserId: DEMO_IDS.acmeAdmin,
      action: 'invoice.delivery_accepted',
    });
    expect(result).toEqual({ changed: false, reason: 'not_found', invoice: null });
    const [after] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.status).toBe('in_escrow');
  });

  test('20 concurrent identical changes: exactly one changes the invoice and writes an audit entry', async () => {
    const invoice = await newInvoice('in_escrow');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        changeInvoiceStatus(database.db, {
          invoiceId: invoice.id,
          companyId: DEMO_IDS.acme,
          to: 'delivery_accepted',
          actorUserId: DEMO_IDS.acmeFinance,
          action: 'invoice.delivery_accepted',
        }),
      ),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    for (const result of results.filter((result) => !result.changed)) {
      expect(result).toMatchObject({ reason: 'not_allowed', invoice: { status: 'delivery_accepted' } });
    }
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, invoice.id), eq(auditLog.action, 'invoice.delivery_accepted')));
    expect(entries).toHaveLength(1);
    const [after] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toMatchObject({ status: 'delivery_accepted', version: 1 });
  });

  test('concurrent different changes from one status: one wins, the others are decided on what it left', async () => {
    const invoice = await newInvoice('open');
    const targets: InvoiceStatus[] = ['cancelled', 'paid', 'overdue', 'disputed'];
    const results = await Promise.all(
      targets.map((to) =>
        changeInvoiceStatus(database.db, {
          invoiceId: invoice.id,
          companyId: DEMO_IDS.acme,
          to,
          actorUserId: null,
          action: 'invoice.status_changed',
        }),
      ),
    );
    const [after] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const changed = results.filter((result) => result.changed);
    expect(changed.length).toBeGreaterThanOrEqual(1);
    expect(after?.version).toBe(changed.length);
    expect(await auditOf(invoice.id)).toHaveLength(changed.length);
  });
});
