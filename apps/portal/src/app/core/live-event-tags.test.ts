import { describe, expect, test } from '@jest/globals';
import type { LiveEvent, LiveEventKind } from '@portal/api-schema';
import { LIVE_EVENT_KINDS } from '@portal/api-schema/constants';
import type { LiveTag } from '@portal/api-client';
import { portalLiveEventTags } from './live-event-tags';

const ID = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a1001';
const OTHER = '0b7d6a4e-5d1f-4c1e-9a43-2f0c7e1a2001';

const one = (type: string, id: string | undefined): LiveTag => (id ? { type, id } : type);

/**
 * The table the features' live tags are held to: what each change refreshed when one list named
 * every feature's tags. A change here is a change of what the portal refreshes, to be made on purpose.
 */
const EXPECTED: Record<Exclude<LiveEventKind, 'resync'>, (id: string | undefined) => LiveTag[]> = {
  invoice: (id) => [one('Invoice', id), 'Invoices', 'InvoicesWidget', 'DashboardActions'],
  // A payment's change may change what waits for a saved account's deposits (the payment methods page).
  payment: (id) => [one('Invoice', id), 'Invoices', 'InvoicesWidget', 'PaymentMethods', 'DashboardActions'],
  // Autopay's problems are published as a payment method change and wait on the dashboard.
  payment_method: () => ['PaymentMethods', 'DashboardActions'],
  contract: (id) => [one('Contract', id), 'ContractList', one('ContractChangeRequests', id), 'DashboardActions'],
  // Approved timesheets make a team member's hours.
  timesheet: (id) => [one('Timesheet', id), 'TimesheetList', 'TeamMember', 'DashboardActions'],
  proposal: (id) => ['Rfps', 'Rfp', one('Candidate', id), 'Interviews', 'HiringWidget', 'DashboardActions'],
  interview: () => ['Interviews', 'HiringWidget', 'Rfp', 'Candidate'],
  user: (id) => ['Users', one('User', id), one('TwoFactor', id), 'TwoFactorPolicy'],
  invitation: (id) => ['Invitations', one('Invitation', id), 'DashboardActions'],
  // The company's default PO number and cost centre show on every invoice that names none of its own.
  company: () => ['Company', 'CompanyConnections', 'CurrentUser', 'Invoice', 'Invoices'],
};

function expectedTags(event: LiveEvent, selfId: string | null): LiveTag[] {
  if (event.kind === 'resync') {
    const every = Object.values(EXPECTED).flatMap((tags) => tags(undefined));
    return [...every.filter((tag): tag is string => typeof tag === 'string'), 'CurrentUser'];
  }
  const tags = EXPECTED[event.kind](event.id);
  if (event.kind === 'user' && (!event.id || event.id === selfId)) tags.push('CurrentUser');
  return tags;
}

/** Invalidating marks a set of tags stale: neither their order nor a repeat changes what is asked again. */
const asSet = (tags: LiveTag[]) => [...new Set(tags.map((tag) => JSON.stringify(tag)))].sort();

const cases = LIVE_EVENT_KINDS.flatMap((kind) =>
  [ID, OTHER, undefined].flatMap((id) =>
    [ID, null].map((selfId) => ({
      event: id ? { kind, id } : { kind },
      selfId,
      name: `${kind}, id ${id ?? 'none'}, signed in as ${selfId ?? 'nobody'}`,
    })),
  ),
);

describe("the features' live tags, composed by the portal", () => {
  test.each(cases)('$name', ({ event, selfId }) => {
    expect(asSet(portalLiveEventTags(event, selfId))).toEqual(asSet(expectedTags(event, selfId)));
  });

  test('a change of one thing names it, a change of many refreshes every object of the type', () => {
    expect(portalLiveEventTags({ kind: 'invoice', id: ID }, null)).toContainEqual({ type: 'Invoice', id: ID });
    expect(portalLiveEventTags({ kind: 'invoice' }, null)).toContain('Invoice');
  });

  test("a change of the signed-in user refreshes the current user; a colleague's only the users pages", () => {
    expect(portalLiveEventTags({ kind: 'user', id: ID }, ID)).toContain('CurrentUser');
    expect(portalLiveEventTags({ kind: 'user', id: OTHER }, ID)).not.toContain('CurrentUser');
  });
});
