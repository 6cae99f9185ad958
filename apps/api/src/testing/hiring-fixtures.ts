import { randomUUID } from 'node:crypto';
import type { ProposalStatus, RfpStatus, Role, UserType, WizardDraftInput } from '@portal/api-schema';
import type { Database } from '../platform/database/database';
import { companies } from '../modules/company-users/tables';
import { proposals, rfps, specialists, talents } from '../modules/hiring/tables';
import { createTestUser } from './test-app';

/** Fixtures of the scheduling tests: their own specialists, talents, requests and proposals. */

const unique = () => randomUUID().slice(0, 8);

export async function createTestSpecialist(
  db: Database,
  input: { kind?: 'talent' | 'sales'; firstName?: string; lastName?: string; skills?: string[]; timeZone?: string } = {},
) {
  const [row] = await db
    .insert(specialists)
    .values({
      kind: input.kind ?? 'talent',
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `Specialist ${unique()}`,
      title: input.kind === 'sales' ? 'Sales specialist' : 'Talent specialist',
      email: `specialist-${unique()}@marketplace.test`,
      skills: input.skills ?? [],
      meetingSlug: `specialist-${unique()}`,
      timeZone: input.timeZone ?? 'Europe/Warsaw',
    })
    .returning();
  if (!row) throw new Error('No specialist created');
  return row;
}

/** A talent; with `vendorId`, employed by that vendor (whom a hire's contract comes from). */
async function createTestTalent(db: Database, input: { vendorId?: string | null } = {}) {
  const [row] = await db
    .insert(talents)
    .values({
      firstName: 'Tess',
      lastName: `Talent ${unique()}`,
      title: 'Senior developer',
      summary: 'Builds things.',
      skills: [{ name: 'TypeScript', years: 6 }],
      experience: [],
      city: 'Lisbon',
      country: 'Portugal',
      timeZone: 'Europe/Lisbon',
      englishLevel: 'C1',
      vendorId: input.vendorId ?? null,
    })
    .returning();
  if (!row) throw new Error('No talent created');
  return row;
}

/** A company with a user having the given roles (every hiring role by default). */
export async function createHiringCompany(db: Database, options: { roles?: Role[]; type?: UserType } = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Hiring ${unique()}` })
    .returning();
  if (!company) throw new Error('No company created');
  const user = await createTestUser(db, {
    companyId: company.id,
    roles: options.roles ?? ['proposals', 'my_company'],
    type: options.type ?? 'ClientUser',
  });
  return { company, user };
}

export async function createTestRfp(db: Database, input: { companyId: string; skills: string[]; status?: RfpStatus; title?: string }) {
  const [row] = await db
    .insert(rfps)
    .values({
      companyId: input.companyId,
      source: 'hiring',
      title: input.title ?? `Request ${unique()}`,
      skills: input.skills,
      seniority: 'senior',
      engagement: 'full_time',
      hoursPerWeek: 40,
      status: input.status ?? 'reviewing',
    })
    .returning();
  if (!row) throw new Error('No request created');
  return row;
}

export async function createTestProposal(
  db: Database,
  input: {
    companyId: string;
    rfpId: string;
    talentId?: string;
    status?: ProposalStatus;
    /** The vendor of the talent made for it (none: a vendor that has not joined). */
    vendorId?: string | null;
    availableFrom?: string;
    hoursPerWeek?: number;
  },
) {
  const talentId = input.talentId ?? (await createTestTalent(db, { vendorId: input.vendorId })).id;
  const [row] = await db
    .insert(proposals)
    .values({
      companyId: input.companyId,
      rfpId: input.rfpId,
      talentId,
      status: input.status ?? 'new',
      rateMinor: 6_000,
      currency: 'USD',
      hoursPerWeek: input.hoursPerWeek ?? 40,
      availableFrom: input.availableFrom ?? '2026-12-01',
    })
    .returning();
  if (!row) throw new Error('No proposal created');
  return row;
}

/** A whole bookable proposal: company, user, request with unique skills, its specialist and a proposal. */
export async function createBookableProposal(db: Database, options: { rfpStatus?: RfpStatus; status?: ProposalStatus } = {}) {
  const { company, user } = await createHiringCompany(db);
  const skills = [`Skill-${unique()}`, `Skill-${unique()}`];
  const specialist = await createTestSpecialist(db, { skills });
  const rfp = await createTestRfp(db, { companyId: company.id, skills, status: options.rfpStatus });
  const proposal = await createTestProposal(db, { companyId: company.id, rfpId: rfp.id, status: options.status });
  return { company, user, specialist, rfp, proposal, skills };
}

/** A time well in the future on the half hour, as the scheduler would book. */
export function futureSlot(daysAhead = 3, hourUtc = 10): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysAhead);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
}

/** A wizard's draft part-way through, as the onboarding wizard saves it. */
export const TEST_WIZARD_DRAFT: WizardDraftInput = {
  step: 2,
  answers: {
    company: { name: 'Initech', size: '11-50' },
    need: 'extend_team',
    skills: ['React'],
    seniority: '',
    timeline: '',
    budget: { currency: 'EUR', amount: '' },
  },
  saved_at: '2026-11-24T10:00:00.000Z',
};
