import type { ServiceContractTerms, TalentProfile, TeamContract, TeamMember, TeamMemberSummary, Team } from '@portal/api-schema';

/** The team pages' data as the API answers it. */

export const NORTHWIND = { id: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000001', name: 'Northwind Dev Studio' };
export const KESTREL = { id: '0b7d6a4e-5d1f-4c1e-9a43-3c0000000003', name: 'Kestrel Labs' };
export const HANNAH_ID = '0b7d6a4e-5d1f-4c1e-9a43-6a0000000013';
const OMAR_ID = '0b7d6a4e-5d1f-4c1e-9a43-6a0000000014';
export const HANNAH_CONTRACT = { id: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000001', number: 'CTR-2026-0001' };

export function teamContract(overrides: Partial<TeamContract> = {}): TeamContract {
  return {
    ...HANNAH_CONTRACT,
    status: 'active',
    role_title: 'Senior backend engineer',
    vendor: NORTHWIND,
    engagement: 'full_time',
    hours_per_week: 40,
    rate: { currency: 'USD', amount_minor: 8_500 },
    starts_on: '2026-01-08',
    ends_on: '2026-12-12',
    days_left: 18,
    ending_soon: true,
    ...overrides,
  };
}

export function teamMemberSummary(overrides: Partial<TeamMemberSummary> = {}): TeamMemberSummary {
  const contract = teamContract();
  return {
    id: HANNAH_ID,
    first_name: 'Hannah',
    last_name: 'Becker',
    photo: null,
    title: 'Backend engineer (Go, PostgreSQL)',
    role_title: contract.role_title,
    vendor: contract.vendor,
    rate: contract.rate,
    hours_per_week: 40,
    started_on: contract.starts_on,
    ends_on: contract.ends_on,
    days_left: contract.days_left,
    ending_soon: contract.ending_soon,
    notice_given: false,
    contract: HANNAH_CONTRACT,
    contracts: [contract],
    monthly_cost: [{ currency: 'USD', amount_minor: 1_473_333 }],
    ...overrides,
  };
}

export const OMAR = teamMemberSummary({
  id: OMAR_ID,
  first_name: 'Omar',
  last_name: 'Farouk',
  photo: '/demo-assets/talent-omar-farouk.svg',
  title: 'Frontend engineer (React)',
  role_title: 'Frontend engineer',
  rate: { currency: 'USD', amount_minor: 7_000 },
  started_on: '2026-04-08',
  ends_on: '2027-04-03',
  days_left: 130,
  ending_soon: false,
  contract: { id: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000002', number: 'CTR-2026-0002' },
  contracts: [
    teamContract({
      id: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000002',
      number: 'CTR-2026-0002',
      role_title: 'Frontend engineer',
      rate: { currency: 'USD', amount_minor: 7_000 },
      starts_on: '2026-04-08',
      ends_on: '2027-04-03',
      days_left: 130,
      ending_soon: false,
    }),
  ],
  monthly_cost: [{ currency: 'USD', amount_minor: 1_213_333 }],
});

export function team(items: TeamMemberSummary[], overrides: Partial<Team> = {}): Team {
  return {
    items,
    total: items.length,
    summary: {
      people: items.length,
      ending_soon: items.filter((item) => item.ending_soon).length,
      monthly_cost: [{ currency: 'USD', amount_minor: 2_686_666 }],
    },
    vendors: [NORTHWIND],
    ...overrides,
  };
}

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    talent: {
      id: HANNAH_ID,
      first_name: 'Hannah',
      last_name: 'Becker',
      photo: null,
      title: 'Backend engineer (Go, PostgreSQL)',
      summary: 'Builds payment systems.',
      skills: [
        { name: 'Go', years: 7 },
        { name: 'PostgreSQL', years: 1 },
      ],
      city: 'Berlin',
      country: 'Germany',
      time_zone: 'Europe/Berlin',
    },
    on_team: true,
    contracts: [
      { ...teamContract(), notice_period_days: 30, pending_request: 'extension' },
      {
        ...teamContract({
          id: '0b7d6a4e-5d1f-4c1e-9a43-7d0000000099',
          number: 'CTR-2025-0003',
          status: 'ended',
          role_title: 'Backend engineer',
          starts_on: '2025-01-06',
          ends_on: '2025-06-30',
          days_left: -512,
          ending_soon: false,
        }),
        notice_period_days: 30,
        pending_request: null,
      },
    ],
    hours: {
      months: [
        { month: '2026-06', minutes: 0 },
        { month: '2026-07', minutes: 9_600 },
        { month: '2026-08', minutes: 9_150 },
        { month: '2026-09', minutes: 0 },
        { month: '2026-10', minutes: 10_080 },
        { month: '2026-11', minutes: 4_800 },
      ],
      total_minutes: 33_630,
      pending_minutes: 2_400,
      billed_minutes: 18_750,
    },
    invoices: [
      {
        id: '0b7d6a4e-5d1f-4c1e-9a43-4c0000000001',
        number: 'INV-2026-0101',
        status: 'open',
        total: { currency: 'USD', added_value: 1_360_000 },
        issued_on: '2026-11-16',
        billed_minutes: 9_600,
        counts_as_billed: true,
        contract: HANNAH_CONTRACT,
      },
    ],
    invoices_total: 1,
    ...overrides,
  };
}

export function talentProfile(overrides: Partial<TalentProfile> = {}): TalentProfile {
  return {
    id: HANNAH_ID,
    first_name: 'Hannah',
    last_name: 'Becker',
    photo: null,
    title: 'Backend engineer (Go, PostgreSQL)',
    summary: 'Builds payment systems.\nRuns them too.',
    skills: [
      { name: 'Go', years: 7 },
      { name: 'Kafka', years: 1 },
    ],
    experience: [
      { company: 'Ledgerly', role: 'Staff engineer', start_date: '2022-03-01', end_date: null, description: 'Built the ledger.' },
      { company: 'Bankly', role: 'Backend engineer', start_date: '2018-01-15', end_date: '2022-02-28', description: 'Payments API.' },
    ],
    city: 'Berlin',
    country: 'Germany',
    time_zone: 'Europe/Berlin',
    english_level: 'C1',
    on_team: true,
    ...overrides,
  };
}

export function serviceTerms(version: '1.0' | '2.0' = '2.0'): ServiceContractTerms {
  const versions = [
    { version: '2.0', published_on: '2026-06-01', current: true },
    { version: '1.0', published_on: '2025-01-15', current: false },
  ];
  return {
    id: version === '2.0' ? '0b7d6a4e-5d1f-4c1e-9a43-5a0000000002' : '0b7d6a4e-5d1f-4c1e-9a43-5a0000000001',
    version,
    published_on: version === '2.0' ? '2026-06-01' : '2025-01-15',
    title: 'Standard Service Contract Terms',
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [`These terms govern every service contract (version ${version}).`, 'The contract names the developer.'],
      },
      { heading: '2. Services', paragraphs: ['<b>The Vendor</b> provides the services.'] },
    ],
    current: version === '2.0',
    versions,
  };
}
