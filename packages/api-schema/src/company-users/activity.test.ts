import { describe, expect, test } from '@jest/globals';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_CATEGORY_LABELS,
  activityQuerySchema,
  AUDIT_ACTION_CATALOGUE,
  AUDIT_ACTION_NAMES,
  auditActionsOf,
  isAuditActionName,
} from './activity';

describe('the catalogue of audit actions', () => {
  test('every action is subject.event with a label of its own and a known category', () => {
    for (const action of AUDIT_ACTION_NAMES) {
      expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
      const { label, category } = AUDIT_ACTION_CATALOGUE[action];
      expect(label).toMatch(/^[A-Z][A-Za-z -]+$/);
      expect(ACTIVITY_CATEGORIES).toContain(category);
    }
    const labels = AUDIT_ACTION_NAMES.map((action) => AUDIT_ACTION_CATALOGUE[action].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  test('every category has a label and actions; together they are the catalogue', () => {
    for (const category of ACTIVITY_CATEGORIES) {
      expect(ACTIVITY_CATEGORY_LABELS[category]).toBeTruthy();
      expect(auditActionsOf(category).length).toBeGreaterThan(0);
    }
    expect(ACTIVITY_CATEGORIES.flatMap(auditActionsOf).sort()).toEqual([...AUDIT_ACTION_NAMES].sort());
  });

  test('names of the catalogue only, not what every object has', () => {
    expect(isAuditActionName('payment.succeeded')).toBe(true);
    expect(isAuditActionName('toString')).toBe(false);
    expect(isAuditActionName('__proto__')).toBe(false);
  });
});

describe('the activity query', () => {
  test('takes a person, the system, a category or action, a period and a time zone', () => {
    const query = activityQuerySchema.parse({
      person: '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001',
      category: 'money',
      action: 'payment.failed',
      from: '2026-11-01',
      to: '2026-11-30',
      tz: 'America/Argentina/Buenos_Aires',
    });
    expect(query).toMatchObject({ category: 'money', limit: 25 });
    expect(activityQuerySchema.parse({ person: 'system' }).person).toBe('system');
    expect(activityQuerySchema.parse({ tz: 'Etc/GMT+5' }).tz).toBe('Etc/GMT+5');
  });

  test.each([
    [{ person: 'everyone' }, 'person'],
    [{ category: 'all' }, 'category'],
    [{ action: 'payment.*' }, 'action'],
    [{ from: '2026-13-01' }, 'from'],
    [{ tz: '+01:00' }, 'tz'],
    [{ tz: 'Europe/Berlin; drop' }, 'tz'],
    [{ cursor: 'x\u0000' }, 'cursor'],
  ])('%j is refused on %s', (input, field) => {
    const result = activityQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
