import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { actionItemsSchema, API_PATHS, type ActionItems } from '@portal/api-schema';
import { bearer, createTestContext, createTestUser, dataOf, type TestContext } from '../../testing/test-app';
import { companies } from '../../modules/company-users/tables';
import { createActionSourceRegistry } from './action-sources';
import { getActionItems } from './get-action-items';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

async function actionsOf(token: string): Promise<ActionItems> {
  const response = await context.app.inject({ method: 'GET', url: API_PATHS.dashboardActions, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return actionItemsSchema.parse(dataOf(response));
}

describe('GET dashboard actions', () => {
  test('an admin sees every kind with something waiting, in order, each item linking to where it is done', async () => {
    const actions = await actionsOf(await context.login('admin@acme.test'));
    const kinds = actions.groups.map((group) => group.kind);
    expect(kinds).toEqual(expect.arrayContaining(['invoice_to_pay', 'delivery_to_accept', 'contract_to_sign', 'proposal_to_review']));
    expect(kinds.indexOf('invoice_to_pay')).toBeLessThan(kinds.indexOf('contract_to_sign'));
    expect(actions.total).toBe(actions.groups.reduce((sum, group) => sum + group.count, 0));
    const invoicesGroup = actions.groups.find((group) => group.kind === 'invoice_to_pay');
    expect(invoicesGroup?.items[0]?.overdue).toBe(true);
    for (const item of invoicesGroup?.items ?? []) expect(item.href).toMatch(/^\/invoices\/[0-9a-f-]{36}$/);
    for (const item of actions.groups.find((group) => group.kind === 'contract_to_sign')?.items ?? [])
      expect(item.href).toMatch(/^\/contracts\//);
    const proposalsGroup = actions.groups.find((group) => group.kind === 'proposal_to_review');
    for (const item of proposalsGroup?.items ?? []) expect(item.href).toMatch(/^\/hiring\/rfp\//);
    // A line of proposals is a request holding several: the list's length counts requests, not proposals.
    expect(proposalsGroup?.lines).toBeLessThan(proposalsGroup?.count ?? 0);
    expect(proposalsGroup?.lines).toBe(proposalsGroup?.items.length);
  });

  test('by role: finance sees no proposals, interview sees no invoices or contracts', async () => {
    const finance = (await actionsOf(await context.login('finance@acme.test'))).groups.map((group) => group.kind);
    expect(finance).toContain('invoice_to_pay');
    expect(finance).not.toContain('proposal_to_review');
    expect(finance).not.toContain('invitation_expiring');
    const interview = (await actionsOf(await context.login('interview@acme.test'))).groups.map((group) => group.kind);
    expect(interview).toEqual(['proposal_to_review']);
  });

  test('a company with nothing waiting gets no groups; another company sees only its own', async () => {
    const [company] = await context.db.insert(companies).values({ name: 'Quiet Co' }).returning({ id: companies.id });
    const user = await createTestUser(context.db, {
      companyId: company?.id,
      roles: ['invoices', 'contracts', 'proposals', 'my_company', 'account_editor'],
    });
    expect(await actionsOf(await context.login(user.email, user.password))).toEqual({ groups: [], total: 0 });
    const acme = await actionsOf(await context.login('admin@acme.test'));
    const globex = await actionsOf(await context.login('admin@globex.test'));
    const ids = (actions: ActionItems) => new Set(actions.groups.flatMap((group) => group.items.map((item) => item.id)));
    const acmeIds = ids(acme);
    expect([...ids(globex)].some((id) => acmeIds.has(id))).toBe(false);
  });

  test('signed out is 401; without a company 404', async () => {
    expect((await context.app.inject({ method: 'GET', url: API_PATHS.dashboardActions })).statusCode).toBe(401);
    const sandbox = await context.login('sandbox@acme.test');
    expect((await context.app.inject({ method: 'GET', url: API_PATHS.dashboardActions, headers: bearer(sandbox) })).statusCode).toBe(404);
  });
});

describe('getActionItems', () => {
  const actor = { userId: 'u', companyId: 'c', ip: '127.0.0.1', userAgent: 'test' };
  const group = (count: number) => async () => ({ label: 'x', count, items: [], list_href: '/x' });

  test('asks only the sources the roles admit, lists them in kind order and leaves out empty ones', async () => {
    const sources = createActionSourceRegistry();
    const asked: string[] = [];
    const source = (
      kind: 'invoice_to_pay' | 'proposal_to_review' | 'invitation_expiring' | 'contract_to_sign',
      count: number,
      role: 'invoices' | 'proposals' | 'account_editor' | 'contracts',
    ) => ({
      kind,
      role,
      collect: async () => {
        asked.push(kind);
        return group(count)();
      },
    });
    sources.register(source('invitation_expiring', 2, 'account_editor'));
    sources.register(source('proposal_to_review', 4, 'proposals'));
    sources.register(source('invoice_to_pay', 7, 'invoices'));
    sources.register(source('contract_to_sign', 0, 'contracts'));
    const result = await getActionItems({ sources }, { actor, roles: ['invoices', 'proposals', 'contracts'] });
    expect(result.groups.map((entry) => entry.kind)).toEqual(['invoice_to_pay', 'proposal_to_review']);
    expect(result.total).toBe(11);
    // A source that does not say how many lines its list has lists one line per item.
    expect(result.groups.map((entry) => entry.lines)).toEqual([7, 4]);
    expect(asked).not.toContain('invitation_expiring');
  });

  test('a kind registered twice stops the start', () => {
    const sources = createActionSourceRegistry();
    sources.register({ kind: 'invoice_to_pay', collect: group(0) });
    expect(() => sources.register({ kind: 'invoice_to_pay', collect: group(0) })).toThrow(/twice/);
  });
});
