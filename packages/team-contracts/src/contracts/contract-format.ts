import { type ContractSummary, ENGAGEMENT_LABELS, type Money } from '@portal/api-schema';
import { CONTRACT_EVENT_LABELS } from '@portal/api-schema/constants';
import { formatMinorUnits } from '@portal/ui';

/** The portal's pages a contract links to, by their URL: features never import each other. */
export const contractPagePath = (id: string) => `/contracts/${encodeURIComponent(id)}`;
export const talentPagePath = (id: string) => `/talent/${encodeURIComponent(id)}`;
export const teamMemberPath = (id: string) => `/my-team/candidate/${encodeURIComponent(id)}`;
export const invoicePagePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;
export const termsPagePath = (version?: string) =>
  version ? `/service-contract-terms?${new URLSearchParams({ version }).toString()}` : '/service-contract-terms';

/** An hourly rate: '$85.00/h'. */
export function rateText(rate: Money): string {
  return `${formatMinorUnits(rate.added_value, rate.currency)}/h`;
}

/** 'Part time · 30 h/week'. */
export function engagementText(contract: Pick<ContractSummary, 'engagement' | 'hours_per_week'>): string {
  return `${ENGAGEMENT_LABELS[contract.engagement]} · ${contract.hours_per_week} h/week`;
}

/** A notice period: '30 days', '1 day', 'None'. */
export function noticeText(days: number): string {
  if (days === 0) return 'None';
  return days === 1 ? '1 day' : `${days} days`;
}

/** What the company asked of the vendor and is waiting for: "Extension requested". */
export function pendingRequestText(kind: ContractSummary['pending_request_kind']): string | null {
  if (kind === 'extension') return CONTRACT_EVENT_LABELS.extension_requested;
  if (kind === 'end') return CONTRACT_EVENT_LABELS.end_requested;
  return null;
}
