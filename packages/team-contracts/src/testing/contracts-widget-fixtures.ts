import type { ContractsWidget, WidgetAwaitingContract, WidgetEndingContract } from '@portal/api-schema';

const VENDOR = { id: '6b1c4f3e-2a7d-4e8f-9b0a-1c2d3e4f5a60', name: 'Northwind Dev Studio' };

/** The n-th contract id of the fixtures (valid UUIDs). */
export const contractId = (n: number) => `0b7d6a4e-5d1f-4c1e-9a43-7d${n.toString(16).padStart(10, '0')}`;

export function makeAwaitingContract(overrides: Partial<WidgetAwaitingContract> = {}): WidgetAwaitingContract {
  return {
    id: contractId(10),
    number: 'CTR-2026-0010',
    vendor: VENDOR,
    talent: { id: '7c2d5e4f-3b8e-4f90-a1b2-c3d4e5f6a7b8', name: "Liam O'Connor" },
    role_title: 'QA automation engineer',
    starts_on: '2026-11-24',
    ...overrides,
  };
}

export function makeEndingContract(overrides: Partial<WidgetEndingContract> = {}): WidgetEndingContract {
  return {
    id: contractId(1),
    number: 'CTR-2026-0001',
    vendor: VENDOR,
    talent: { id: '8d3e6f50-4c9f-4a01-b2c3-d4e5f6a7b8c9', name: 'Hannah Becker' },
    role_title: 'Senior backend engineer',
    ends_on: '2026-12-01',
    days_left: 7,
    notice_given: false,
    pending_request_kind: null,
    ...overrides,
  };
}

export function makeContractsWidget(overrides: Partial<ContractsWidget> = {}): ContractsWidget {
  const awaiting = overrides.awaiting_signature ?? [makeAwaitingContract()];
  const ending = overrides.ending_soon ?? [makeEndingContract()];
  return {
    awaiting_signature: awaiting,
    ending_soon: ending,
    counts: { awaiting_signature: awaiting.length, ending_soon: ending.length },
    ...overrides,
  };
}
