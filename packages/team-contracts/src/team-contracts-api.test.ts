import { expect, test } from '@jest/globals';
import { api } from '@portal/api-client';
import { teamContractsApi } from './team-contracts-api';

test("the feature's endpoints live on the portal's one API slice, whose store, token and toasts they share", () => {
  expect(teamContractsApi.reducerPath).toBe(api.reducerPath);
  expect(teamContractsApi.reducer).toBe(api.reducer);
});
