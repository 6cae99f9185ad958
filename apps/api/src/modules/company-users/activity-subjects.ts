import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/database';
import type { ActivitySubjectRegistry, SubjectLabelLookup } from './activity-subject-registry';
import { companies, invitations, users, vendorConnections, vendors } from './tables';

/** An entry's subject as the log stores it: a type and an id in text. */
export interface SubjectRef {
  type: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subjects this module owns; the other modules' come from the registry they fill. */
const LOOKUPS: Record<string, SubjectLabelLookup> = {
  user: async (db, companyId, ids) =>
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, ids)))
    ).map((row) => ({ id: row.id, label: `${row.firstName} ${row.lastName}` })),
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
};

const labelKey = (type: string, id: string) => `${type}:${id}`;

/**
 * The readable names of the subjects of a page of entries: one query per type present, each limited
 * to the company's rows, so a subject of another company (or one since deleted) stays unnamed.
 * Returns a lookup by type and id.
 */
export async function subjectLabels(
  reads: { db: Database; subjectLabels: Pick<ActivitySubjectRegistry, 'lookupOf'> },
  companyId: string,
  subjects: readonly SubjectRef[],
): Promise<(subject: SubjectRef) => string | null> {
  const { db } = reads;
  const lookupOf = (type: string) => (Object.hasOwn(LOOKUPS, type) ? LOOKUPS[type] : reads.subjectLabels.lookupOf(type));
  const idsByType = new Map<string, Set<string>>();
  for (const subject of subjects) {
    // Every key looked up is a uuid column: anything else in the log names nothing there.
    if (!lookupOf(subject.type) || !UUID.test(subject.id)) continue;
    const ids = idsByType.get(subject.type) ?? new Set<string>();
    ids.add(subject.id.toLowerCase());
    idsByType.set(subject.type, ids);
  }
  const labels = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const lookup = lookupOf(type);
      if (!lookup) return;
      for (const row of await lookup(db, companyId, [...ids])) labels.set(labelKey(type, row.id), row.label);
    }),
  );
  return (subject) => labels.get(labelKey(subject.type, subject.id.toLowerCase())) ?? null;
}
