import { describe, expect, test } from '@jest/globals';
import { daysBetween, ENDING_SOON_DAYS, TEAM_LIST_LIMIT } from '@portal/api-schema';
import { endingOf, filterTeam, lastMonths, type TalentContractRow, teamMembersOf, teamOf } from './team-view';

const TODAY = '2026-11-24';
const NORTHWIND = { vendorId: 'v-northwind', vendorName: 'Northwind Dev Studio' };
const KESTREL = { vendorId: 'v-kestrel', vendorName: 'Kestrel Labs' };

let serial = 0;
function row(overrides: Partial<TalentContractRow> = {}): TalentContractRow {
  serial += 1;
  return {
    contractId: `c-${serial}`,
    number: `CTR-${String(serial).padStart(4, '0')}`,
    status: 'active',
    roleTitle: 'Developer',
    engagement: 'full_time',
    hoursPerWeek: 40,
    rateMinor: 5_000,
    currency: 'USD',
    startsOn: '2026-01-05',
    endsOn: null,
    ...NORTHWIND,
    talentId: `t-${serial}`,
    firstName: 'Test',
    lastName: `Talent ${serial}`,
    photo: null,
    title: 'Developer',
    ...overrides,
  };
}

const filters = { sort: 'name' as const };

describe('days and ending soon', () => {
  test('days between ISO days, across months and leap days', () => {
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysBetween('2026-11-24', '2026-12-24')).toBe(30);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
  });

  test('the last months, oldest first, across a year', () => {
    expect(lastMonths('2026-02-28', 6)).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-11-01', 1)).toEqual(['2026-11']);
  });

  test(`a running contract ends soon within ${ENDING_SOON_DAYS} days, the last day included`, () => {
    expect(endingOf({ status: 'active', endsOn: '2026-12-24' }, TODAY)).toEqual({ days_left: 30, ending_soon: true });
    expect(endingOf({ status: 'active', endsOn: '2026-12-25' }, TODAY)).toEqual({ days_left: 31, ending_soon: false });
    expect(endingOf({ status: 'notice_given', endsOn: TODAY }, TODAY)).toEqual({ days_left: 0, ending_soon: true });
    expect(endingOf({ status: 'active', endsOn: null }, TODAY)).toEqual({ days_left: null, ending_soon: false });
  });

  test('a contract that is not running never ends soon', () => {
    expect(endingOf({ status: 'signed', endsOn: '2026-12-01' }, TODAY).ending_soon).toBe(false);
    expect(endingOf({ status: 'ended', endsOn: '2026-11-20' }, TODAY)).toEqual({ days_left: -4, ending_soon: false });
  });
});

describe('team members', () => {
  test('only active contracts and those under notice make the team', () => {
    const rows = (['awaiting_signature', 'signed', 'active', 'notice_given', 'ended', 'cancelled'] as const).map((status) =>
      row({ status }),
    );
    expect(teamMembersOf(rows, TODAY).map((member) => member.contract.number)).toEqual([rows[2]!.number, rows[3]!.number]);
  });

  test('a talent with several working contracts is one entry led by the one that ends first, with hours and cost added up', () => {
    const talent = { talentId: 't-ana', firstName: 'Ana', lastName: 'Lima' };
    const openEnded = row({
      ...talent,
      endsOn: null,
      hoursPerWeek: 30,
      rateMinor: 6_000,
      startsOn: '2026-03-01',
      roleTitle: 'Backend engineer',
    });
    const endingSoon = row({
      ...talent,
      ...KESTREL,
      endsOn: '2026-12-10',
      hoursPerWeek: 10,
      rateMinor: 7_000,
      currency: 'EUR',
      startsOn: '2026-06-01',
      status: 'notice_given',
      roleTitle: 'Reviewer',
    });
    const [member, ...others] = teamMembersOf([openEnded, endingSoon], TODAY);
    expect(others).toEqual([]);
    expect(member).toMatchObject({
      id: 't-ana',
      first_name: 'Ana',
      role_title: 'Reviewer',
      vendor: { id: KESTREL.vendorId, name: KESTREL.vendorName },
      rate: { currency: 'EUR', amount_minor: 7_000 },
      hours_per_week: 40,
      started_on: '2026-03-01',
      ends_on: '2026-12-10',
      days_left: 16,
      ending_soon: true,
      notice_given: true,
      contract: { id: endingSoon.contractId, number: endingSoon.number },
      monthly_cost: [
        { currency: 'EUR', amount_minor: 303_333 }, // 7,000 × 10 × 52 / 12 = 303,333.33
        { currency: 'USD', amount_minor: 780_000 }, // 6,000 × 30 × 52 / 12
      ],
    });
    expect(member!.contracts.map((contract) => contract.id)).toEqual([endingSoon.contractId, openEnded.contractId]);
  });
});

describe('filters and order', () => {
  const hannah = row({
    firstName: 'Hannah',
    lastName: 'Becker',
    roleTitle: 'Senior backend engineer',
    endsOn: '2026-12-12',
    startsOn: '2026-01-08',
  });
  const ines = row({
    firstName: 'Inès',
    lastName: 'Moreau',
    roleTitle: 'Site reliability engineer',
    endsOn: null,
    startsOn: '2026-02-01',
    ...KESTREL,
  });
  const omar = row({ firstName: 'Omar', lastName: 'Farouk', roleTitle: 'Frontend engineer', endsOn: '2027-04-03', startsOn: null });
  const yuki = row({
    firstName: 'yuki',
    lastName: 'Tanaka',
    roleTitle: 'Data engineer',
    endsOn: '2026-12-18',
    startsOn: '2026-05-08',
    status: 'notice_given',
  });
  const members = teamMembersOf([hannah, ines, omar, yuki], TODAY);
  const names = (list: ReturnType<typeof filterTeam>) => list.map((member) => member.first_name);

  test('by name, ignoring case; by contract end soonest first, open-ended last; by start newest first, none last', () => {
    expect(names(filterTeam(members, { sort: 'name' }))).toEqual(['Hannah', 'Inès', 'Omar', 'yuki']);
    expect(names(filterTeam(members, { sort: 'ends_on' }))).toEqual(['Hannah', 'yuki', 'Omar', 'Inès']);
    expect(names(filterTeam(members, { sort: 'started_on' }))).toEqual(['yuki', 'Inès', 'Hannah', 'Omar']);
  });

  test('search: every word in the name or a role, without case or accents', () => {
    expect(names(filterTeam(members, { ...filters, q: 'ines' }))).toEqual(['Inès']);
    expect(names(filterTeam(members, { ...filters, q: 'ENGINEER' }))).toHaveLength(4);
    expect(names(filterTeam(members, { ...filters, q: 'hannah backend' }))).toEqual(['Hannah']);
    expect(names(filterTeam(members, { ...filters, q: 'hannah frontend' }))).toEqual([]);
    expect(names(filterTeam(members, { ...filters, q: "' OR 1=1 --" }))).toEqual([]);
    expect(names(filterTeam(members, { ...filters, q: '%' }))).toEqual([]);
  });

  test('by vendor and ending soon', () => {
    expect(names(filterTeam(members, { ...filters, vendor: KESTREL.vendorId }))).toEqual(['Inès']);
    expect(names(filterTeam(members, { ...filters, ending: 'soon' }))).toEqual(['Hannah', 'yuki']);
  });

  test('the summary is the whole team whatever the filters; the vendors are listed by name', () => {
    const team = teamOf([hannah, ines, omar, yuki, row({ status: 'ended' })], { sort: 'name', q: 'omar' }, TODAY);
    expect(team.items.map((member) => member.first_name)).toEqual(['Omar']);
    expect(team.total).toBe(1);
    expect(team.summary).toEqual({ people: 4, ending_soon: 2, monthly_cost: [{ currency: 'USD', amount_minor: 3_466_667 }] });
    expect(team.vendors).toEqual([
      { id: KESTREL.vendorId, name: KESTREL.vendorName },
      { id: NORTHWIND.vendorId, name: NORTHWIND.vendorName },
    ]);
  });

  test(`the list holds at most ${TEAM_LIST_LIMIT} members and says how many match`, () => {
    const many = Array.from({ length: TEAM_LIST_LIMIT + 1 }, () => row());
    const team = teamOf(many, filters, TODAY);
    expect(team.items).toHaveLength(TEAM_LIST_LIMIT);
    expect(team.total).toBe(TEAM_LIST_LIMIT + 1);
    expect(team.summary.people).toBe(TEAM_LIST_LIMIT + 1);
  });
});
