import type { LiveEvent, LiveEventKind } from '@portal/api-schema';

/** A tag of the one API slice: a type, or one object of it. */
export type LiveTag = string | { type: string; id: string };

const one = (type: string, id: string | undefined): LiveTag => (id ? { type, id } : type);

/**
 * What each kind of change makes stale, by the tag types the features provide (billing: Invoice,
 * Invoices, InvoicesWidget; team-contracts: Contract, ContractList (lists, team, member, talent,
 * the dashboard card), ContractChangeRequests (by contract); hiring: Rfps, Rfp, Candidate (by
 * proposal), Interviews, HiringWidget; company-users: Users, User, Invitations, Invitation,
 * TwoFactor, TwoFactorPolicy, Company, CompanyConnections; auth: CurrentUser; the shell's dashboard:
 * DashboardActions). A feature that adds a tag type a change should refresh adds it here.
 */
const TAGS: Record<Exclude<LiveEventKind, 'resync'>, (id: string | undefined) => LiveTag[]> = {
  invoice: (id) => [one('Invoice', id), 'Invoices', 'InvoicesWidget', 'DashboardActions'],
  payment: (id) => [one('Invoice', id), 'Invoices', 'InvoicesWidget', 'DashboardActions'],
  contract: (id) => [one('Contract', id), 'ContractList', one('ContractChangeRequests', id), 'DashboardActions'],
  proposal: (id) => ['Rfps', 'Rfp', one('Candidate', id), 'Interviews', 'HiringWidget', 'DashboardActions'],
  interview: () => ['Interviews', 'HiringWidget', 'Rfp', 'Candidate'],
  user: (id) => ['Users', one('User', id), one('TwoFactor', id), 'TwoFactorPolicy'],
  invitation: (id) => ['Invitations', one('Invitation', id), 'DashboardActions'],
  // The signed-in user carries the company's name.
  company: () => ['Company', 'CompanyConnections', 'CurrentUser'],
};

/** Every tag type a change may touch: what a resync (changes may have been missed) refreshes. */
const EVERY_TYPE = [
  ...new Set(
    Object.values(TAGS)
      .flatMap((tags) => tags(undefined))
      .filter((tag): tag is string => typeof tag === 'string'),
  ),
  'CurrentUser',
];

/**
 * The tags to invalidate for a change. A change of the signed-in user (`selfId`), or of users
 * unnamed, refreshes the current user too: their roles, and so the menu and the pages allowed.
 */
export function liveEventTags(event: LiveEvent, selfId: string | null): LiveTag[] {
  if (event.kind === 'resync') return [...EVERY_TYPE];
  const tags = TAGS[event.kind](event.id);
  if (event.kind === 'user' && (!event.id || event.id === selfId)) tags.push('CurrentUser');
  return tags;
}

/** Every tag type of the changes, for a resync. */
export function everyLiveTagType(): string[] {
  return [...EVERY_TYPE];
}
