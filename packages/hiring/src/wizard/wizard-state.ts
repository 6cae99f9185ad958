import {
  BUDGET_CURRENCIES,
  COMPANY_SIZES,
  HIRING_NEEDS,
  HIRING_TIMELINES,
  onboardingInputSchema,
  SENIORITIES,
  type CompanySize,
  type HiringNeed,
  type HiringTimeline,
  type OnboardingInput,
  type Seniority,
} from '@portal/api-schema';
import { z } from 'zod';

export const WIZARD_STEPS = ['company', 'need', 'skills', 'seniority', 'timeline', 'budget', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

export type BudgetCurrency = (typeof BUDGET_CURRENCIES)[number];

export interface WizardAnswers {
  company: { name: string; size: CompanySize | '' };
  need: HiringNeed | '';
  skills: string[];
  seniority: Seniority | '';
  timeline: HiringTimeline | '';
  /** The hourly budget in major units as typed (the API takes minor units). */
  budget: { currency: BudgetCurrency; amount: number | '' };
}

/** Messages by the API's field names: 'company.name', 'skills', 'hourly_budget.added_value'... */
export type WizardErrors = Record<string, string>;

export interface WizardState {
  step: number;
  answers: WizardAnswers;
  errors: WizardErrors;
}

export type WizardAction =
  | { type: 'change'; answers: Partial<WizardAnswers> }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: number }
  | { type: 'restore'; saved: unknown }
  | { type: 'serverErrors'; errors: WizardErrors };

export const EMPTY_ANSWERS: WizardAnswers = {
  company: { name: '', size: '' },
  need: '',
  skills: [],
  seniority: '',
  timeline: '',
  budget: { currency: 'USD', amount: '' },
};

export const INITIAL_WIZARD_STATE: WizardState = { step: 0, answers: EMPTY_ANSWERS, errors: {} };

export const BUDGET_REQUIRED_MESSAGE = 'Enter your hourly budget';

/** Where each answer is asked, by the first part of its API field name. */
const STEP_OF_FIELD: Record<string, number> = {
  company: 0,
  need: 1,
  skills: 2,
  seniority: 3,
  timeline: 4,
  hourly_budget: 5,
};

/** The step that asks for an API field ('company.name', 'skills.2'), or null for another field. */
export function stepOfField(property: string): number | null {
  return STEP_OF_FIELD[property.split('.')[0] ?? ''] ?? null;
}

function clampStep(step: number): number {
  return Math.min(Math.max(Math.trunc(step), 0), LAST_STEP);
}

export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix: string): WizardErrors {
  const errors: WizardErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    // A skill's own error ('skills.2') is shown on the skills field.
    const key = prefix === 'skills' ? 'skills' : [prefix, ...issue.path.map(String)].join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const { shape } = onboardingInputSchema;

/** The errors of one step's answers, by API field name; {} when the step is complete. */
export function validateStep(step: number, answers: WizardAnswers): WizardErrors {
  switch (WIZARD_STEPS[step]) {
    case 'company':
      return issuesOf(shape.company.safeParse({ name: answers.company.name, size: answers.company.size || undefined }), 'company');
    case 'need':
      return issuesOf(shape.need.safeParse(answers.need || undefined), 'need');
    case 'skills':
      return issuesOf(shape.skills.safeParse(answers.skills), 'skills');
    case 'seniority':
      return issuesOf(shape.seniority.safeParse(answers.seniority || undefined), 'seniority');
    case 'timeline':
      return issuesOf(shape.timeline.safeParse(answers.timeline || undefined), 'timeline');
    case 'budget':
      if (answers.budget.amount === '') return { 'hourly_budget.added_value': BUDGET_REQUIRED_MESSAGE };
      return issuesOf(
        shape.hourly_budget.safeParse({ currency: answers.budget.currency, added_value: toMinorUnits(answers.budget.amount) }),
        'hourly_budget',
      );
    default:
      return {};
  }
}

/** The request to send, or the first step with missing or invalid answers. */
export function toOnboardingInput(answers: WizardAnswers): { input: OnboardingInput } | { step: number; errors: WizardErrors } {
  for (let step = 0; step < LAST_STEP; step += 1) {
    const errors = validateStep(step, answers);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  const input = onboardingInputSchema.parse({
    company: answers.company,
    need: answers.need,
    skills: answers.skills,
    seniority: answers.seniority,
    timeline: answers.timeline,
    hourly_budget: { currency: answers.budget.currency, added_value: toMinorUnits(answers.budget.amount || 0) },
  });
  return { input };
}

const savedWizardSchema = z.object({
  step: z.number().int(),
  answers: z.object({
    company: z.object({ name: z.string(), size: z.enum(COMPANY_SIZES).or(z.literal('')) }),
    need: z.enum(HIRING_NEEDS).or(z.literal('')),
    skills: z.array(z.string()),
    seniority: z.enum(SENIORITIES).or(z.literal('')),
    timeline: z.enum(HIRING_TIMELINES).or(z.literal('')),
    budget: z.object({ currency: z.enum(BUDGET_CURRENCIES), amount: z.number().or(z.literal('')) }),
  }),
});

/** What is kept between visits: the step, the answers and when they were saved (ISO time). */
export type SavedWizard = Pick<WizardState, 'step' | 'answers'> & { saved_at: string };

/** The topmost field names an answer change touches ('budget' is sent as 'hourly_budget'). */
function fieldPrefixes(answers: Partial<WizardAnswers>): string[] {
  return Object.keys(answers).map((key) => (key === 'budget' ? 'hourly_budget' : key));
}

function withoutErrorsOf(errors: WizardErrors, prefixes: string[]): WizardErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => !prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))),
  );
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'change':
      return {
        ...state,
        answers: { ...state.answers, ...action.answers },
        errors: withoutErrorsOf(state.errors, fieldPrefixes(action.answers)),
      };
    case 'next': {
      if (state.step >= LAST_STEP) return state;
      const errors = validateStep(state.step, state.answers);
      if (Object.keys(errors).length > 0) return { ...state, errors: { ...state.errors, ...errors } };
      return { ...state, step: state.step + 1 };
    }
    case 'back':
      return state.step <= 0 ? state : { ...state, step: state.step - 1 };
    case 'goTo':
      // Only back to an answered step: moving forward goes through 'next' and its checks.
      return action.step < state.step ? { ...state, step: clampStep(action.step) } : state;
    case 'restore': {
      const saved = savedWizardSchema.safeParse(action.saved);
      if (!saved.success) return state;
      return { step: clampStep(saved.data.step), answers: saved.data.answers, errors: {} };
    }
    case 'serverErrors': {
      const steps = Object.keys(action.errors)
        .map(stepOfField)
        .filter((step): step is number => step !== null);
      const step = steps.length > 0 ? Math.min(...steps) : state.step;
      return { ...state, step, errors: action.errors };
    }
  }
}
