import { and, eq, inArray } from 'drizzle-orm';
import type { BookingPurpose } from '@portal/api-schema';
import type { SubjectLabelLookup } from '../company-users';
import { meetings, proposals, rfps, talents } from './tables';

const CALL_NAMES: Record<BookingPurpose, string> = {
  intro_call: 'Intro call',
  sale: 'Call with sales',
  onboarding: 'Onboarding call',
};

/** How the activity log names hiring's subjects (registered in index.ts): a proposal by its candidate and request, a call by its kind and candidate. */
export const HIRING_ACTIVITY_SUBJECTS: Record<string, SubjectLabelLookup> = {
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
      label: row.firstName
        ? `${CALL_NAMES[row.purpose] ?? 'Call'} with ${row.firstName} ${row.lastName ?? ''}`.trim()
        : (CALL_NAMES[row.purpose] ?? 'Call'),
    })),
};
