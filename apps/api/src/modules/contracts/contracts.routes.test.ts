import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { createTestContext, type TestContext } from '../../testing/test-app';
import { apiModules } from '../index';
import { contractsModule } from './index';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context?.close());

test('the API composes the contracts module and starts with it', async () => {
  expect(apiModules).toContain(contractsModule);
  expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});
