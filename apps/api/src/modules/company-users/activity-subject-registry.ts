import type { Database } from '../../platform/database/database';

/** The readable names of one type's subjects among `ids`, found only among the company's own rows. */
export type SubjectLabelLookup = (db: Database, companyId: string, ids: string[]) => Promise<Array<{ id: string; label: string }>>;

/**
 * How the activity log names the subjects of its entries (an invoice by its number, a proposal by
 * its candidate): each module that owns a kind of subject registers its lookup by the subject type
 * its audit entries record, so that the log reads no other module's tables.
 */
export interface ActivitySubjectRegistry {
  register(type: string, lookup: SubjectLabelLookup): void;
  lookupOf(type: string): SubjectLabelLookup | undefined;
}

export function createActivitySubjectRegistry(): ActivitySubjectRegistry {
  const lookups = new Map<string, SubjectLabelLookup>();
  return {
    register(type, lookup) {
      if (lookups.has(type)) throw new Error(`Activity subject ${type} registered twice`);
      lookups.set(type, lookup);
    },
    lookupOf: (type) => lookups.get(type),
  };
}
