import {
  type ContractStatus,
  CONTRACT_WORKING_STATUSES,
  type Engagement,
  ENDING_SOON_DAYS,
  type Team,
  type TeamContract,
  type TeamMemberSummary,
  type TeamSortKey,
  TEAM_LIST_LIMIT,
  daysBetween,
} from '@portal/api-schema';
import { monthlyCost } from './team-cost';

/** A contract of the company with its talent and vendor, as the team pages read it. */
export interface TalentContractRow {
  contractId: string;
  number: string;
  status: ContractStatus;
  roleTitle: string;
  engagement: Engagement;
  hoursPerWeek: number;
  rateMinor: number;
  currency: string;
  startsOn: string | null;
  endsOn: string | null;
  vendorId: string;
  vendorName: string;
  talentId: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  title: string;
}

export interface TeamFilters {
  q?: string | undefined;
  vendor?: string | undefined;
  ending?: 'soon' | undefined;
  sort: TeamSortKey;
}

/** The `count` calendar months ending with the one of `today` ('2026-06', ..., '2026-11'), oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

export function isWorking(status: ContractStatus): boolean {
  return (CONTRACT_WORKING_STATUSES as readonly ContractStatus[]).includes(status);
}

/**
 * How far a contract is from its end: the days to its last working day (null when open-ended),
 * and whether a running contract (active or under notice) ends within ENDING_SOON_DAYS.
 */
export function endingOf(
  contract: { status: ContractStatus; endsOn: string | null },
  today: string,
): { days_left: number | null; ending_soon: boolean } {
  if (contract.endsOn === null) return { days_left: null, ending_soon: false };
  const daysLeft = daysBetween(today, contract.endsOn);
  return { days_left: daysLeft, ending_soon: isWorking(contract.status) && daysLeft <= ENDING_SOON_DAYS };
}

export function teamContractOf(row: TalentContractRow, today: string): TeamContract {
  return {
    id: row.contractId,
    number: row.number,
    status: row.status,
    role_title: row.roleTitle,
    vendor: { id: row.vendorId, name: row.vendorName },
    engagement: row.engagement,
    hours_per_week: row.hoursPerWeek,
    rate: { currency: row.currency, amount_minor: row.rateMinor },
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    ...endingOf(row, today),
  };
}

/** Null (open-ended) after every date. */
function compareEnds(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' });
}

/** One entry per talent of the working contracts given, each led by the contract that ends first. */
export function teamMembersOf(rows: readonly TalentContractRow[], today: string): TeamMemberSummary[] {
  const byTalent = new Map<string, TalentContractRow[]>();
  for (const row of rows) {
    if (!isWorking(row.status)) continue;
    byTalent.set(row.talentId, [...(byTalent.get(row.talentId) ?? []), row]);
  }
  return [...byTalent.values()].map((contracts) => {
    const ordered = [...contracts].sort(
      (a, b) => compareEnds(a.endsOn, b.endsOn) || compareEnds(a.startsOn, b.startsOn) || compareText(a.number, b.number),
    );
    const lead = ordered[0]!;
    const views = ordered.map((row) => teamContractOf(row, today));
    const starts = ordered.flatMap((row) => (row.startsOn ? [row.startsOn] : [])).sort();
    return {
      id: lead.talentId,
      first_name: lead.firstName,
      last_name: lead.lastName,
      photo: lead.photo,
      title: lead.title,
      role_title: lead.roleTitle,
      vendor: { id: lead.vendorId, name: lead.vendorName },
      rate: { currency: lead.currency, amount_minor: lead.rateMinor },
      hours_per_week: ordered.reduce((sum, row) => sum + row.hoursPerWeek, 0),
      started_on: starts[0] ?? null,
      ends_on: lead.endsOn,
      days_left: views[0]!.days_left,
      ending_soon: views.some((view) => view.ending_soon),
      notice_given: ordered.some((row) => row.status === 'notice_given'),
      contract: { id: lead.contractId, number: lead.number },
      contracts: views,
      monthly_cost: monthlyCost(ordered),
    };
  });
}

/** Lower case without accents: 'Inès' is found by 'ines'. */
function searchable(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of `q` is in the member's name or the role of one of their contracts. */
function matchesSearch(member: TeamMemberSummary, q: string): boolean {
  const haystack = searchable(
    [`${member.first_name} ${member.last_name}`, ...member.contracts.map((contract) => contract.role_title)].join('\n'),
  );
  return searchable(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const fullName = (member: TeamMemberSummary) => `${member.first_name} ${member.last_name}`;

const ORDERS: Record<TeamSortKey, (a: TeamMemberSummary, b: TeamMemberSummary) => number> = {
  name: (a, b) => compareText(fullName(a), fullName(b)),
  ends_on: (a, b) => compareEnds(a.ends_on, b.ends_on) || compareText(fullName(a), fullName(b)),
  // Newest first; a member without a start date last.
  started_on: (a, b) => compareEnds(b.started_on ?? '', a.started_on ?? '') || compareText(fullName(a), fullName(b)),
};

/** The members the filters keep, in the order asked for (then by id, so that one query has one order). */
export function filterTeam(members: readonly TeamMemberSummary[], filters: TeamFilters): TeamMemberSummary[] {
  const { q, vendor, ending, sort } = filters;
  return members
    .filter((member) => !q || matchesSearch(member, q))
    .filter((member) => !vendor || member.contracts.some((contract) => contract.vendor.id === vendor))
    .filter((member) => ending !== 'soon' || member.ending_soon)
    .sort((a, b) => ORDERS[sort](a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** My team from the company's working contracts: the members the filters keep, and the whole team's figures. */
export function teamOf(rows: readonly TalentContractRow[], filters: TeamFilters, today: string): Team {
  const members = teamMembersOf(rows, today);
  const matching = filterTeam(members, filters);
  const working = rows.filter((row) => isWorking(row.status));
  const vendors = new Map(working.map((row) => [row.vendorId, row.vendorName]));
  return {
    items: matching.slice(0, TEAM_LIST_LIMIT),
    total: matching.length,
    summary: {
      people: members.length,
      ending_soon: members.filter((member) => member.ending_soon).length,
      monthly_cost: monthlyCost(working),
    },
    vendors: [...vendors.entries()]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => compareText(a.name, b.name) || (a.id < b.id ? -1 : 1)),
  };
}
