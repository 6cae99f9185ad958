/** The team pages' own paths, and those of the pages they lead to (by URL: features never import each other). */
export const TEAM_PATHS = {
  team: '/my-team',
} as const;

export const teamMemberPath = (talentId: string) => `/my-team/candidate/${encodeURIComponent(talentId)}`;
export const talentPath = (talentId: string) => `/talent/${encodeURIComponent(talentId)}`;
export const contractPath = (contractId: string) => `/contracts/${encodeURIComponent(contractId)}`;
export const invoicePath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}`;
