import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { addDays, API_PATHS, type ContractsWidget, contractsWidgetSchema } from '@portal/api-schema';
import { createContractsCompany, insertPendingRequest, insertTestContract } from '../../testing/contract-schedule-fixtures';
import { bearer, createTestContext, dataOf, type TestContext } from '../../testing/test-app';
import { isoDay } from './contract-status';
import { DEMO_CONTRACTS } from './demo-data';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
}, 60_000);
afterAll(() => context?.close());

const TODAY = isoDay(new Date());

async function widgetAs(token: string): Promise<ContractsWidget> {
  const response = await context.app.inject({ method: 'GET', url: API_PATHS.contractsWidget, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return contractsWidgetSchema.parse(dataOf(response));
}

describe('the contracts card of the dashboard', () => {
  test("shows the demo company's contracts awaiting signature, soonest start first, and those ending within 30 days", async () => {
    const widget = await widgetAs(await context.login('finance@acme.test'));
    const A = DEMO_CONTRACTS.acme;
    expect(widget.awaiting_signature.map((contract) => [contract.number, contract.talent?.name, contract.vendor.name])).toEqual([
      [A.liamAwaiting.number, "Liam O'Connor", 'Northwind Dev Studio'],
      [A.zaraAwaitingKestrel.number, 'Zara Ahmed', 'Kestrel Labs'],
    ]);
    expect(widget.awaiting_signature[0]).toMatchObject({ id: A.liamAwaiting.id, starts_on: TODAY, role_title: 'QA automation engineer' });
    expect(
      widget.ending_soon.map((contract) => [contract.number, contract.days_left, contract.notice_given, contract.pending_request_kind]),
    ).toEqual([
      [A.hannahActive.number, 18, false, null],
      [A.yukiNoticeGiven.number, 24, true, null],
    ]);
    expect(widget.ending_soon[0]).toMatchObject({ id: A.hannahActive.id, ends_on: addDays(TODAY, 18), talent: { name: 'Hannah Becker' } });
    expect(widget.counts).toEqual({ awaiting_signature: 2, ending_soon: 2 });
  });

  test("another company's card shows only its own contracts", async () => {
    const widget = await widgetAs(await context.login('admin@globex.test'));
    expect(widget.awaiting_signature.map((contract) => contract.id)).toEqual([DEMO_CONTRACTS.globex.tomasAwaiting.id]);
    expect(widget.ending_soon).toEqual([]);
    expect(widget.counts).toEqual({ awaiting_signature: 1, ending_soon: 0 });
  });

  test('needs the contracts role', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: API_PATHS.contractsWidget });
    expect(anonymous.statusCode).toBe(401);
    const interview = await context.app.inject({
      method: 'GET',
      url: API_PATHS.contractsWidget,
      headers: bearer(await context.login('interview@acme.test')),
    });
    expect(interview.statusCode).toBe(403);
  });

  test('lists at most five of each with the totals, and only what is waiting or ending soon', async () => {
    const company = await createContractsCompany(context.db);
    const token = await context.login(company.manager.email, company.manager.password);
    const make = (input: Omit<Parameters<typeof insertTestContract>[2], 'today'>) =>
      insertTestContract(context.db, company, { ...input, today: TODAY });

    const empty = await widgetAs(token);
    expect(empty).toEqual({ awaiting_signature: [], ending_soon: [], counts: { awaiting_signature: 0, ending_soon: 0 } });

    const awaiting = [];
    for (const startsIn of [9, null, 3, -2, 14, 5, 1]) awaiting.push(await make({ status: 'awaiting_signature', startsIn }));
    const ending = [];
    for (const endsIn of [30, 0, 12, 1, 7, 21, 2]) ending.push(await make({ status: 'active', endsIn }));
    const underNotice = await make({ status: 'notice_given', endsIn: 3 });
    await insertPendingRequest(context.db, company, underNotice.id, 'extension', addDays(TODAY, 90));
    const endRequested = await make({ status: 'active', endsIn: 4, withTalent: false });
    await insertPendingRequest(context.db, company, endRequested.id, 'end', addDays(TODAY, 4));
    // Not on the card: ending after 30 days, past its last day, open-ended, not yet started, over.
    await make({ status: 'active', endsIn: 31 });
    await make({ status: 'active', endsIn: -1 });
    await make({ status: 'active', endsIn: null });
    await make({ status: 'signed', startsIn: 2, endsIn: 10 });
    await make({ status: 'ended', endsIn: 5 });
    await make({ status: 'cancelled', startsIn: 2, endsIn: 10 });

    const widget = await widgetAs(token);
    expect(widget.counts).toEqual({ awaiting_signature: 7, ending_soon: 9 });
    expect(widget.awaiting_signature.map((contract) => contract.starts_on)).toEqual([-2, 1, 3, 5, 9].map((days) => addDays(TODAY, days)));
    expect(widget.awaiting_signature[0]).toEqual({
      id: awaiting[3]?.id,
      number: awaiting[3]?.number,
      vendor: { id: company.vendor.id, name: company.vendor.name },
      talent: { id: company.talent.id, name: 'Ada Lovelace' },
      role_title: 'Backend engineer',
      starts_on: addDays(TODAY, -2),
    });
    expect(widget.ending_soon.map((contract) => [contract.days_left, contract.notice_given, contract.pending_request_kind])).toEqual([
      [0, false, null],
      [1, false, null],
      [2, false, null],
      [3, true, 'extension'],
      [4, false, 'end'],
    ]);
    expect(widget.ending_soon[4]).toMatchObject({ id: endRequested.id, talent: null, ends_on: addDays(TODAY, 4) });
  });
});
