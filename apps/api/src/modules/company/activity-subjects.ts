import { and, eq, inArray } from 'drizzle-orm';
import type { BookingPurpose } from '@portal/api-schema';
import type { Database } from '../../platform/database/database';
import { bankAccounts, invoices, payments, vendors } from '../billing/tables';
import { meetings, proposals, rfps, talents } from '../hiring/tables';
import { companies, invitations, users } from '../users/tables';
import { contracts } from '../contracts/tables';
import { vendorConnections } from './tables';

/** An entry's subject as the log stores it: a type and an id in text. */
export interface SubjectRef {
  type: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CALL_NAMES: Record<BookingPurpose, string> = {
  intro_call: 'Intro call',
  sale: 'Call with sales',
  onboarding: 'Onboarding call',
};

/** The readable names of one type's subjects among `ids`, found only among the company's own rows. */
type LabelLookup = (db: Database, companyId: string, ids: string[]) => Promise<Array<{ id: string; label: string }>>;

const LOOKUPS: Record<string, LabelLookup> = {
  invoice: (db, companyId, ids) =>
    db
      .select({ id: invoices.id, label: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), inArray(invoices.id, ids))),
  payment: (db, companyId, ids) =>
    db
      .select({ id: payments.id, label: payments.reference })
      .from(payments)
      .where(and(eq(payments.companyId, companyId), inArray(payments.id, ids))),
  bank_account: async (db, companyId, ids) =>
    (
      await db
        .select({ id: bankAccounts.id, last4: bankAccounts.last4 })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.companyId, companyId), inArray(bankAccounts.id, ids)))
    ).map((row) => ({ id: row.id, label: `Bank account ending ${row.last4}` })),
  user: async (db, companyId, ids) =>
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, ids)))
    ).map((row) => ({ id: row.id, label: `${row.firstName} ${row.lastName}` })),
  proposal: async (db, companyId, ids) =>
    (
      await db
        .select({ id: proposals.id, firstName: talents.firstName, lastName: talents.lastName, rfpTitle: rfps.title })
        .from(proposals)
        .innerJoin(talents, eq(talents.id, proposals.talentId))
        .innerJoin(rfps, eq(rfps.id, proposals.rfpId))
        .where(and(eq(proposals.companyId, companyId), eq(rfps.companyId, companyId), inArray(proposals.id, ids)))
    ).map((row) => ({ id: row.id, label: `${row.firstName} ${row.lastName} for ${row.rfpTitle}` })),
  meeting: async (db, companyId, ids) =>
    (
      await db
        .select({ id: meetings.id, purpose: meetings.purpose, firstName: talents.firstName, lastName: talents.lastName })
        .from(meetings)
        .leftJoin(talents, eq(talents.id, meetings.talentId))
        .where(and(eq(meetings.companyId, companyId), inArray(meetings.id, ids)))
    ).map((row) => ({
      id: row.id,
      label: row.firstName ? `${CALL_NAMES[row.purpose] ?? 'Call'} with ${row.firstName} ${row.lastName ?? ''}`.trim() : (CALL_NAMES[row.purpose] ?? 'Call'),
    })),
  // invitations
  invitation: async (db, companyId, ids) =>
    (
      await db
        .select({ id: invitations.id, firstName: invitations.firstName, lastName: invitations.lastName })
        .from(invitations)
        .where(and(eq(invitations.companyId, companyId), inArray(invitations.id, ids)))
    ).map((row) => ({ id: row.id, label: `Invitation of ${row.firstName} ${row.lastName}` })),
  company: (db, companyId, ids) =>
    db
      .select({ id: companies.id, label: companies.name })
      .from(companies)
      .where(and(eq(companies.id, companyId), inArray(companies.id, ids))),
  // My Company (company part)
  vendor_connection: async (db, companyId, ids) =>
    (
      await db
        .select({ id: vendorConnections.id, vendor: vendors.name })
        .from(vendorConnections)
        .innerJoin(vendors, eq(vendors.id, vendorConnections.vendorId))
        .where(and(eq(vendorConnections.companyId, companyId), inArray(vendorConnections.id, ids)))
    ).map((row) => ({ id: row.id, label: `Connection with ${row.vendor}` })),
  // contracts
  contract: async (db, companyId, ids) =>
    (
      await db
        .select({ id: contracts.id, number: contracts.number, firstName: talents.firstName, lastName: talents.lastName })
        .from(contracts)
        .leftJoin(talents, eq(talents.id, contracts.talentId))
        .where(and(eq(contracts.companyId, companyId), inArray(contracts.id, ids)))
    ).map((row) => ({ id: row.id, label: row.firstName ? `Contract ${row.number} (${row.firstName} ${row.lastName ?? ''})`.replace(' )', ')') : `Contract ${row.number}` })),
};

const labelKey = (type: string, id: string) => `${type}:${id}`;

/**
 * The readable names of the subjects of a page of entries: one query per type present, each limited
 * to the company's rows, so a subject of another company (or one since deleted) stays unnamed.
 * Returns a lookup by type and id.
 */
export async function subjectLabels(db: Database, companyId: string, subjects: readonly SubjectRef[]): Promise<(subject: SubjectRef) => string | null> {
  const idsByType = new Map<string, Set<string>>();
  for (const subject of subjects) {
    // Every key looked up is a uuid column: anything else in the log names nothing there.
    if (!Object.hasOwn(LOOKUPS, subject.type) || !UUID.test(subject.id)) continue;
    const ids = idsByType.get(subject.type) ?? new Set<string>();
    ids.add(subject.id.toLowerCase());
    idsByType.set(subject.type, ids);
  }
  const labels = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const lookup = LOOKUPS[type];
      if (!lookup) return;
      for (const row of await lookup(db, companyId, [...ids])) labels.set(labelKey(type, row.id), row.label);
    }),
  );
  return (subject) => labels.get(labelKey(subject.type, subject.id.toLowerCase())) ?? null;
}
