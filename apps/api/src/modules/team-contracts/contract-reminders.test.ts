import { describe, expect, test } from '@jest/globals';
import { addDays, CONTRACT_STATUSES, type ContractStatus, daysBetween } from '@portal/api-schema';
import { contractEndingEmail, dueReminders, formatContractDay, type ReminderEmailInput } from './contract-reminders';

const TODAY = '2026-11-24';

describe('calendar days', () => {
  test.each([
    ['2026-11-24', '2026-11-24', 0],
    ['2026-11-24', '2026-11-25', 1],
    ['2026-11-25', '2026-11-24', -1],
    ['2026-12-31', '2027-01-01', 1],
    ['2028-02-28', '2028-03-01', 2],
    ['2027-02-28', '2027-03-01', 1],
    // Days across a daylight-saving change elsewhere are still whole days: the arithmetic is UTC.
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
  ])('from %s to %s is %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });
});

describe('which reminder is due', () => {
  const running: ContractStatus[] = ['signed', 'active', 'notice_given'];
  const endingIn = (days: number, status: ContractStatus = 'active') => ({ status, endsOn: addDays(TODAY, days) });

  /** The mark each day before the end falls under: the latest of 30, 7 and 1 that has come. */
  function expectedMark(daysLeft: number): number | null {
    if (daysLeft < 0 || daysLeft > 30) return null;
    if (daysLeft <= 1) return 1;
    if (daysLeft <= 7) return 7;
    return 30;
  }

  test.each(running)('a %s contract: on each day from 40 days before its end to 3 days after', (status) => {
    for (let daysLeft = 40; daysLeft >= -3; daysLeft -= 1) {
      const due = dueReminders(endingIn(daysLeft, status), TODAY);
      const mark = expectedMark(daysLeft);
      expect({ daysLeft, due }).toEqual({
        daysLeft,
        due: mark === null ? [] : [{ daysBefore: mark, endsOn: addDays(TODAY, daysLeft), daysLeft }],
      });
    }
  });

  test.each([
    [30, 30],
    [7, 7],
    [1, 1],
  ])('exactly %i days before the end, the %i-day reminder is due', (daysLeft, mark) => {
    expect(dueReminders(endingIn(daysLeft), TODAY)).toEqual([{ daysBefore: mark, endsOn: addDays(TODAY, daysLeft), daysLeft }]);
  });

  test('a pass that missed the day catches up once, with the latest mark only', () => {
    // Found 5 days before the end: the 30-day mark has passed too, but one e-mail (the 7-day one) goes out.
    expect(dueReminders(endingIn(5), TODAY)).toEqual([{ daysBefore: 7, endsOn: addDays(TODAY, 5), daysLeft: 5 }]);
    // On the last day itself the 1-day reminder is still due; the day after, nothing is.
    expect(dueReminders(endingIn(0), TODAY)).toEqual([{ daysBefore: 1, endsOn: TODAY, daysLeft: 0 }]);
    expect(dueReminders(endingIn(-1), TODAY)).toEqual([]);
  });

  test('the same mark stays due on the following days: the claim, keyed by mark and end date, sends it once', () => {
    const contract = endingIn(30);
    const keys = [0, 1, 22, 23].map((day) =>
      dueReminders(contract, addDays(TODAY, day)).map(({ daysBefore, endsOn }) => `${daysBefore}:${endsOn}`),
    );
    expect(keys).toEqual([[`30:${contract.endsOn}`], [`30:${contract.endsOn}`], [`30:${contract.endsOn}`], [`7:${contract.endsOn}`]]);
  });

  test('an extended end date gets reminders of its own', () => {
    const before = dueReminders(endingIn(7), TODAY);
    const extended = { status: 'active' as const, endsOn: addDays(TODAY, 27) };
    expect(before).toEqual([{ daysBefore: 7, endsOn: addDays(TODAY, 7), daysLeft: 7 }]);
    // A new end: the 30-day mark of the new date has passed, so it is due at once, under the new date's key.
    expect(dueReminders(extended, TODAY)).toEqual([{ daysBefore: 30, endsOn: addDays(TODAY, 27), daysLeft: 27 }]);
    // Extended far enough, nothing is due until 30 days before the new end.
    expect(dueReminders({ status: 'active', endsOn: addDays(TODAY, 90) }, TODAY)).toEqual([]);
    expect(dueReminders({ status: 'active', endsOn: addDays(TODAY, 90) }, addDays(TODAY, 60))).toEqual([
      { daysBefore: 30, endsOn: addDays(TODAY, 90), daysLeft: 30 },
    ]);
  });

  test.each(CONTRACT_STATUSES.filter((status) => !running.includes(status)))('a %s contract is never reminded', (status) => {
    for (const daysLeft of [30, 7, 1, 0]) expect(dueReminders(endingIn(daysLeft, status), TODAY)).toEqual([]);
  });

  test('an open-ended contract is never reminded', () => {
    for (const status of CONTRACT_STATUSES) expect(dueReminders({ status, endsOn: null }, TODAY)).toEqual([]);
  });
});

describe('the reminder e-mail', () => {
  const input: ReminderEmailInput = {
    to: 'mara@acme.test',
    firstName: 'Mara',
    companyName: 'Acme Corp',
    contract: {
      number: 'CTR-2026-0001',
      status: 'active',
      roleTitle: 'Senior backend engineer',
      talentName: 'Hannah Becker',
      vendorName: 'Northwind Dev Studio',
      endsOn: '2026-12-01',
    },
    daysLeft: 7,
    link: 'https://portal.example.com/contracts/0b7d6a4e-5d1f-4c1e-9a43-7d0000000001',
  };

  test('names the contract, its talent and when it ends in the subject', () => {
    expect(contractEndingEmail(input).subject).toBe('Contract CTR-2026-0001 with Hannah Becker ends in 7 days');
    expect(contractEndingEmail({ ...input, daysLeft: 30 }).subject).toBe('Contract CTR-2026-0001 with Hannah Becker ends in 30 days');
    expect(contractEndingEmail({ ...input, daysLeft: 1 }).subject).toBe('Contract CTR-2026-0001 with Hannah Becker ends tomorrow');
    expect(contractEndingEmail({ ...input, daysLeft: 0 }).subject).toBe('Contract CTR-2026-0001 with Hannah Becker ends today');
  });

  test('says the end date, links to the contract and says what the reader can do', () => {
    const mail = contractEndingEmail(input);
    expect(mail.to).toBe('mara@acme.test');
    expect(formatContractDay('2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(mail.text).toContain('Hello Mara,');
    expect(mail.text).toContain(
      'Contract CTR-2026-0001 with Hannah Becker (Senior backend engineer, through Northwind Dev Studio) ends on Tuesday, 1 December 2026: its last working day is in 7 days.',
    );
    expect(mail.text).toContain('request an extension with a new end date');
    expect(mail.text).toContain('If you let it end, there is nothing to do');
    expect(mail.text).toContain(`\n\n${input.link}\n\n`);
    expect(mail.html).toContain(`href="${input.link}"`);
    expect(mail.html).toContain('Open the contract');
  });

  test('under notice it says notice was given', () => {
    const mail = contractEndingEmail({ ...input, contract: { ...input.contract, status: 'notice_given' } });
    expect(mail.text).toContain('Notice has been given on this contract.');
    expect(mail.text).toContain('request an extension');
  });

  test('a contract naming no talent is named by its vendor', () => {
    const mail = contractEndingEmail({ ...input, contract: { ...input.contract, talentName: null, roleTitle: '' } });
    expect(mail.subject).toBe('Contract CTR-2026-0001 with Northwind Dev Studio ends in 7 days');
    expect(mail.text).toContain('with Northwind Dev Studio (through Northwind Dev Studio)');
  });

  test('names from vendors and users are text in the HTML, never markup', () => {
    const hostile = '<img src=x onerror=alert(1)>"&\'';
    const mail = contractEndingEmail({
      ...input,
      firstName: hostile,
      companyName: hostile,
      contract: { ...input.contract, talentName: hostile, vendorName: hostile, roleTitle: hostile },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;');
    expect(mail.text).toContain(hostile);
  });
});
