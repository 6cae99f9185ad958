import { describe, expect, it } from '@jest/globals';
import { EMPTY_TALENT_REQUEST, formFieldOf, localToday, readDraft, toTalentRequestInput } from './talent-request-form';

describe('formFieldOf', () => {
  it('finds the field that shows an API error', () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('skills.3')).toBe('skills');
    expect(formFieldOf('hourly_budget')).toBe('hourly_budget.added_value');
    expect(formFieldOf('hourly_budget.currency')).toBe('hourly_budget.currency');
    expect(formFieldOf('company')).toBeNull();
  });
});

describe('localToday', () => {
  it("is the user's calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('readDraft', () => {
  it('keeps what can be read and empties the rest', () => {
    expect(readDraft({ title: 'QA lead', skills: 'Cypress', seniority: 'guru', hours_per_week: 20, start_date: 7 })).toEqual({
      ...EMPTY_TALENT_REQUEST,
      title: 'QA lead',
      hours_per_week: 20,
    });
  });

  it('is the empty form without a draft', () => {
    expect(readDraft(null)).toEqual(EMPTY_TALENT_REQUEST);
    expect(readDraft('garbage')).toEqual(EMPTY_TALENT_REQUEST);
  });
});

describe('toTalentRequestInput', () => {
  it('leaves out empty notes', () => {
    const input = {
      title: 'QA lead',
      skills: ['Cypress'],
      seniority: 'lead' as const,
      hours_per_week: 20,
      hourly_budget: { currency: 'USD' as const, added_value: 4000 },
      start_date: '2030-01-01',
      notes: '',
    };
    expect(toTalentRequestInput(input)).not.toHaveProperty('notes');
    expect(toTalentRequestInput({ ...input, notes: 'Remote' }).notes).toBe('Remote');
  });
});
