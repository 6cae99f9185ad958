import { describe, expect, it } from '@jest/globals';
import {
  BUDGET_REQUIRED_MESSAGE,
  EMPTY_ANSWERS,
  INITIAL_WIZARD_STATE,
  LAST_STEP,
  stepOfField,
  toOnboardingInput,
  validateStep,
  wizardReducer,
  type WizardAnswers,
  type WizardState,
} from './wizard-state';

const COMPLETE: WizardAnswers = {
  company: { name: 'Globex', size: '11-50' },
  need: 'extend_team',
  skills: ['React', 'Node.js'],
  seniority: 'senior',
  timeline: 'within_2_weeks',
  budget: { currency: 'EUR', amount: 65.5 },
};

function at(step: number, answers: WizardAnswers = COMPLETE): WizardState {
  return { step, answers, errors: {} };
}

describe('wizardReducer: moving between steps', () => {
  it('goes to the next step when the current one is complete', () => {
    expect(wizardReducer(at(0), { type: 'next' }).step).toBe(1);
    expect(wizardReducer(at(5), { type: 'next' }).step).toBe(LAST_STEP);
  });

  it('stays on a step with missing answers and says what is missing', () => {
    const state = wizardReducer(INITIAL_WIZARD_STATE, { type: 'next' });
    expect(state.step).toBe(0);
    expect(state.errors).toEqual({ 'company.name': 'Enter the company name', 'company.size': 'Choose the company size' });
  });

  it('does not go past the review nor before the first step', () => {
    const review = at(LAST_STEP);
    expect(wizardReducer(review, { type: 'next' })).toBe(review);
    const first = at(0);
    expect(wizardReducer(first, { type: 'back' })).toBe(first);
  });

  it('goes back one step without checking the answers', () => {
    expect(wizardReducer(at(3, EMPTY_ANSWERS), { type: 'back' }).step).toBe(2);
  });

  it('jumps back to an earlier step, never forward', () => {
    expect(wizardReducer(at(LAST_STEP), { type: 'goTo', step: 2 }).step).toBe(2);
    expect(wizardReducer(at(2, EMPTY_ANSWERS), { type: 'goTo', step: 5 }).step).toBe(2);
  });
});

describe('wizardReducer: answers', () => {
  it('changes answers and clears the errors of the changed ones only', () => {
    const state: WizardState = {
      step: 0,
      answers: EMPTY_ANSWERS,
      errors: { 'company.name': 'Enter the company name', need: 'Choose what you need', 'hourly_budget.added_value': 'x' },
    };
    const changed = wizardReducer(state, { type: 'change', answers: { company: { name: 'Globex', size: '' } } });
    expect(changed.answers.company.name).toBe('Globex');
    expect(changed.errors).toEqual({ need: 'Choose what you need', 'hourly_budget.added_value': 'x' });
    const budget = wizardReducer(changed, { type: 'change', answers: { budget: { currency: 'USD', amount: 50 } } });
    expect(budget.errors).toEqual({ need: 'Choose what you need' });
  });

  it('puts server errors on the earliest step they belong to', () => {
    const state = wizardReducer(at(LAST_STEP), {
      type: 'serverErrors',
      errors: { 'hourly_budget.added_value': 'Too much', 'skills.1': 'Too long' },
    });
    expect(state.step).toBe(2);
    expect(state.errors).toEqual({ 'hourly_budget.added_value': 'Too much', 'skills.1': 'Too long' });
  });

  it('stays on the review for server errors of no step', () => {
    expect(wizardReducer(at(LAST_STEP), { type: 'serverErrors', errors: { ticket: 'x' } }).step).toBe(LAST_STEP);
  });
});

describe('wizardReducer: restore', () => {
  it('restores the saved step and answers', () => {
    const state = wizardReducer(INITIAL_WIZARD_STATE, { type: 'restore', saved: { step: 4, answers: COMPLETE } });
    expect(state).toEqual({ step: 4, answers: COMPLETE, errors: {} });
  });

  it('keeps a saved step within the steps', () => {
    expect(wizardReducer(INITIAL_WIZARD_STATE, { type: 'restore', saved: { step: 42, answers: COMPLETE } }).step).toBe(LAST_STEP);
    expect(wizardReducer(INITIAL_WIZARD_STATE, { type: 'restore', saved: { step: -3, answers: COMPLETE } }).step).toBe(0);
  });

  it.each([
    ['nothing', null],
    ['a string', 'step 3'],
    ['an unknown choice', { step: 1, answers: { ...COMPLETE, need: 'world_domination' } }],
    ['a missing answer', { step: 1, answers: { ...COMPLETE, budget: undefined } }],
    ['a step that is not a number', { step: '2', answers: COMPLETE }],
  ])('starts over when the saved wizard is %s', (_case, saved) => {
    expect(wizardReducer(INITIAL_WIZARD_STATE, { type: 'restore', saved })).toBe(INITIAL_WIZARD_STATE);
  });
});

describe('validateStep', () => {
  it('checks each step with the API schema', () => {
    expect(validateStep(1, EMPTY_ANSWERS)).toEqual({ need: 'Choose what you need' });
    expect(validateStep(2, EMPTY_ANSWERS)).toEqual({ skills: 'Choose at least one skill' });
    expect(validateStep(2, { ...COMPLETE, skills: Array.from({ length: 11 }, (_, index) => `Skill ${index}`) })).toEqual({
      skills: 'Choose at most 10 skills',
    });
    expect(validateStep(3, EMPTY_ANSWERS)).toEqual({ seniority: 'Choose a seniority' });
    expect(validateStep(4, EMPTY_ANSWERS)).toEqual({ timeline: 'Choose when to start' });
    expect(validateStep(LAST_STEP, EMPTY_ANSWERS)).toEqual({});
  });

  it('checks the budget in minor units', () => {
    expect(validateStep(5, EMPTY_ANSWERS)).toEqual({ 'hourly_budget.added_value': BUDGET_REQUIRED_MESSAGE });
    expect(validateStep(5, { ...COMPLETE, budget: { currency: 'USD', amount: 9.99 } })).toEqual({
      'hourly_budget.added_value': 'The hourly budget must be at least 10.00',
    });
    expect(validateStep(5, { ...COMPLETE, budget: { currency: 'USD', amount: 500 } })).toEqual({});
    expect(validateStep(5, { ...COMPLETE, budget: { currency: 'USD', amount: 500.01 } })).toEqual({
      'hourly_budget.added_value': 'The hourly budget must be at most 500.00',
    });
  });
});

describe('toOnboardingInput', () => {
  it('builds the request with the budget in minor units', () => {
    expect(toOnboardingInput(COMPLETE)).toEqual({
      input: {
        company: { name: 'Globex', size: '11-50' },
        need: 'extend_team',
        skills: ['React', 'Node.js'],
        seniority: 'senior',
        timeline: 'within_2_weeks',
        hourly_budget: { currency: 'EUR', added_value: 6550 },
      },
    });
  });

  it('names the first incomplete step', () => {
    expect(toOnboardingInput({ ...COMPLETE, seniority: '', timeline: '' })).toEqual({
      step: 3,
      errors: { seniority: 'Choose a seniority' },
    });
  });
});

describe('stepOfField', () => {
  it('finds the step of an API field', () => {
    expect(stepOfField('company.name')).toBe(0);
    expect(stepOfField('need')).toBe(1);
    expect(stepOfField('skills.3')).toBe(2);
    expect(stepOfField('hourly_budget.currency')).toBe(5);
    expect(stepOfField('ticket')).toBeNull();
  });
});
