import type { ContractDetail, ContractPage, ContractSummary, Vendor } from '@portal/api-schema';

export const NORTHWIND: Vendor = { id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Northwind Dev Studio' };
export const KESTREL: Vendor = { id: '7b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e', name: 'Kestrel Labs' };

const TERMS_V2 = { id: '8c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f', version: '2.0', published_on: '2026-06-01' };

/** Liam's contract, awaiting the company's signature. */
export function makeContractSummary(overrides: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    number: 'CTR-2026-0010',
    status: 'awaiting_signature',
    talent: {
      id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
      name: "Liam O'Connor",
      photo: null,
      title: 'QA automation engineer',
    },
    vendor: NORTHWIND,
    role_title: 'QA automation engineer',
    engagement: 'part_time',
    hours_per_week: 30,
    rate: { currency: 'USD', added_value: 5_500 },
    starts_on: '2026-11-02',
    ends_on: '2027-05-01',
    ending_soon: false,
    terms_version: TERMS_V2,
    pending_request_kind: null,
    ...overrides,
  };
}

/** Hannah's contract: active, ending within 30 days. */
export function makeEndingSoonSummary(overrides: Partial<ContractSummary> = {}): ContractSummary {
  return makeContractSummary({
    id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    number: 'CTR-2026-0001',
    status: 'active',
    talent: {
      id: '4f5a6b7c-8d9e-4f0a-9b2c-3d4e5f6a7b8c',
      name: 'Hannah Becker',
      photo: '/demo-assets/hannah.svg',
      title: 'Backend engineer',
    },
    role_title: 'Senior backend engineer',
    engagement: 'full_time',
    hours_per_week: 40,
    rate: { currency: 'EUR', added_value: 8_550 },
    starts_on: '2025-12-15',
    ends_on: '2026-11-20',
    ending_soon: true,
    ...overrides,
  });
}

export function makeContractDetail(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    ...makeContractSummary(),
    description: 'Playwright suites and release gates for the customer portal.\nSecond engagement.',
    notice_period_days: 14,
    created_at: '2026-10-19T10:00:00.000Z',
    version: 3,
    invoices: [],
    history: [
      {
        id: 1,
        kind: 'created',
        label: 'Created',
        actor_label: 'Northwind Dev Studio (vendor)',
        occurred_at: '2026-10-19T10:00:00.000Z',
        details: {},
      },
    ],
    signature: null,
    talent_on_team: false,
    ...overrides,
  };
}

/** The same contract once signed and running: invoices, a full history and the signature's evidence. */
export function makeSignedContractDetail(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return makeContractDetail({
    status: 'active',
    version: 5,
    talent_on_team: true,
    invoices: [
      {
        id: '5a6b7c8d-9e0f-4a1b-8c3d-4e5f6a7b8c9d',
        number: 'INV-2026-0042',
        status: 'paid',
        total: { currency: 'USD', added_value: 880_000 },
        issued_on: '2026-12-01',
        due_on: '2026-12-31',
        billed_minutes: 9_600,
      },
      {
        id: '6b7c8d9e-0f1a-4b2c-9d4e-5f6a7b8c9d0e',
        number: 'INV-2026-0031',
        status: 'open',
        total: { currency: 'USD', added_value: 20_625 },
        issued_on: '2026-11-01',
        due_on: '2026-11-30',
        billed_minutes: 225,
      },
    ],
    history: [
      {
        id: 1,
        kind: 'created',
        label: 'Created',
        actor_label: 'Northwind Dev Studio (vendor)',
        occurred_at: '2026-10-19T10:00:00.000Z',
        details: {},
      },
      { id: 2, kind: 'signed', label: 'Signed', actor_label: 'Fiona Finance', occurred_at: '2026-10-24T10:00:00.000Z', details: {} },
      { id: 3, kind: 'started', label: 'Started', actor_label: 'System', occurred_at: '2026-11-02T00:00:00.000Z', details: {} },
      {
        id: 4,
        kind: 'extension_requested',
        label: 'Extension requested',
        actor_label: 'Fiona Finance',
        occurred_at: '2026-12-03T09:30:00.000Z',
        details: { requested_end_on: '2027-11-01', notice_short: false },
      },
    ],
    signature: {
      signer_name: 'Fiona Finance',
      signer_email: 'finance@acme.test',
      signed_at: '2026-10-24T10:00:00.000Z',
      client_ip: '203.0.113.10',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
      terms_version: TERMS_V2,
      document_sha256: 'a'.repeat(64),
      signed_pdf_sha256: 'b'.repeat(64),
    },
    ...overrides,
  });
}

export function makeContractPage(items: ContractSummary[], next_cursor: string | null = null, total = items.length): ContractPage {
  return { items, next_cursor, total };
}
