import { and, eq, sql } from 'drizzle-orm';
import type { Engagement, Money, RfpStatus, Seniority } from '@portal/api-schema';
import type { HiringDeps } from './hiring-deps';
import { type RfpRow, rfps } from './tables';
import { publishChange } from '../../platform/live-events';

/** Full time from 35 hours a week, part time from 20, hourly below. */
export function engagementForHours(hoursPerWeek: number): Engagement {
  if (hoursPerWeek >= 35) return 'full_time';
  if (hoursPerWeek >= 20) return 'part_time';
  return 'hourly';
}

/** The skills once each (the first spelling kept), blank ones dropped. */
export function distinctSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const skill of skills.map((name) => name.trim())) {
    const key = skill.toLocaleLowerCase('en');
    if (skill && !seen.has(key)) {
      seen.add(key);
      result.push(skill);
    }
  }
  return result;
}

export interface NewRfp {
  companyId: string;
  createdBy: string | null;
  source: RfpRow['source'];
  title: string;
  skills: readonly string[];
  seniority: Seniority;
  hoursPerWeek: number;
  /** Per hour, in minor units of its currency; null when not given. */
  hourlyBudget: Money | null;
  /** ISO date; null when not known yet. */
  startDate: string | null;
  description?: string | null;
  notes?: string | null;
  /** Derived from the hours when omitted. */
  engagement?: Engagement;
  status?: RfpStatus;
  /** The client's key of this submission: a repeat with the same key answers the request it made. */
  idempotencyKey?: string | null;
}

/**
 * A new request for proposals of the company, matching candidates unless told otherwise. With an
 * idempotency key the unique index decides between concurrent repeats: one inserts, the others
 * answer the row it made.
 */
export async function createRfp(deps: Pick<HiringDeps, 'db'>, input: NewRfp): Promise<RfpRow> {
  const key = input.idempotencyKey ?? null;
  const [row] = await deps.db
    .insert(rfps)
    .values({
      companyId: input.companyId,
      createdBy: input.createdBy,
      source: input.source,
      title: input.title.trim(),
      description: input.description ?? null,
      skills: distinctSkills(input.skills),
      seniority: input.seniority,
      engagement: input.engagement ?? engagementForHours(input.hoursPerWeek),
      hoursPerWeek: input.hoursPerWeek,
      hourlyBudgetMinor: input.hourlyBudget?.added_value ?? null,
      currency: input.hourlyBudget?.currency ?? 'USD',
      startDate: input.startDate,
      notes: input.notes?.trim() || null,
      status: input.status ?? 'matching',
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: [rfps.companyId, rfps.idempotencyKey], where: sql`${rfps.idempotencyKey} is not null` })
    .returning();
  if (row) {
    await publishChange(deps.db, { companyId: row.companyId, kind: 'proposal' });
    return row;
  }
  const [existing] = key
    ? await deps.db
        .select()
        .from(rfps)
        .where(and(eq(rfps.companyId, input.companyId), eq(rfps.idempotencyKey, key)))
    : [];
  if (!existing) throw new Error('The request was not created');
  return existing;
}
