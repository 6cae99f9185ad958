import {
  HIRING_LIMITS,
  talentRequestInputSchema,
  type BUDGET_CURRENCIES,
  type Seniority,
  type TalentRequestInput,
} from '@portal/api-schema';
import { z } from 'zod';

/** The form as typed: choices and numbers may still be empty. */
export interface TalentRequestForm {
  title: string;
  skills: string[];
  seniority: Seniority | '';
  hours_per_week: number | '';
  /** `added_value` in minor units, as the API takes it; the field shows major units. */
  hourly_budget: { currency: (typeof BUDGET_CURRENCIES)[number]; added_value: number | '' };
  /** 'YYYY-MM-DD'. */
  start_date: string;
  notes: string;
}

export const EMPTY_TALENT_REQUEST: TalentRequestForm = {
  title: '',
  skills: [],
  seniority: '',
  hours_per_week: 40,
  hourly_budget: { currency: 'USD', added_value: '' },
  start_date: '',
  notes: '',
};

/** The fields the form shows, by their API names: a 422 puts its messages next to them. */
export const TALENT_REQUEST_FIELDS = [
  'title',
  'skills',
  'seniority',
  'hours_per_week',
  'hourly_budget.added_value',
  'hourly_budget.currency',
  'start_date',
  'notes',
] as const;
export type TalentRequestField = (typeof TALENT_REQUEST_FIELDS)[number];

/** The form field that shows an API field's error ('skills.2' on skills, 'hourly_budget' on the amount). */
export function formFieldOf(property: string): TalentRequestField | null {
  if (property === 'skills' || property.startsWith('skills.')) return 'skills';
  if (property === 'hourly_budget') return 'hourly_budget.added_value';
  return (TALENT_REQUEST_FIELDS as readonly string[]).includes(property) ? (property as TalentRequestField) : null;
}

/** Today in the user's time zone, 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function majorToMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** The API schema, plus what only the browser can tell: the start is not in the past. */
export const talentRequestFormSchema = talentRequestInputSchema.refine((input) => input.start_date >= localToday(), {
  path: ['start_date'],
  message: 'The start date cannot be in the past',
});

/** Messages for empty fields the API schema has no words for. */
export const talentRequestErrorMessages: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path?.join('.');
  if (path === 'hourly_budget.added_value' && issue.code === 'invalid_type') return 'Enter your hourly budget';
  if (path === 'start_date') return 'Choose a start date';
  if (path === 'notes' && issue.code === 'too_big') return `Keep the notes under ${HIRING_LIMITS.notesMaxLength} characters`;
  if (path === 'title' && issue.code === 'too_big') return `Keep the title under ${HIRING_LIMITS.titleMaxLength} characters`;
  return undefined;
};

/** What is sent: empty notes are left out. */
export function toTalentRequestInput(values: TalentRequestInput): TalentRequestInput {
  const { notes, ...rest } = values;
  return notes ? { ...rest, notes } : rest;
}

const draftSchema = z.object({
  title: z.string().catch(EMPTY_TALENT_REQUEST.title),
  skills: z.array(z.string()).catch(EMPTY_TALENT_REQUEST.skills),
  seniority: talentRequestInputSchema.shape.seniority.or(z.literal('')).catch(''),
  hours_per_week: z.number().or(z.literal('')).catch(EMPTY_TALENT_REQUEST.hours_per_week),
  hourly_budget: z
    .object({
      currency: talentRequestInputSchema.shape.hourly_budget.shape.currency,
      added_value: z.number().or(z.literal('')),
    })
    .catch(EMPTY_TALENT_REQUEST.hourly_budget),
  start_date: z.string().catch(''),
  notes: z.string().catch(''),
});

/** A saved draft, field by field: what cannot be read falls back to the empty form. */
export function readDraft(saved: unknown): TalentRequestForm {
  const draft = draftSchema.safeParse(saved);
  return draft.success ? draft.data : EMPTY_TALENT_REQUEST;
}
