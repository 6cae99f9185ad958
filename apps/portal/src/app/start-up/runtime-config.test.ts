import { describe, expect, jest, test } from '@jest/globals';
import { testRuntimeConfig } from '@portal/api-client/testing';
import { runtimeConfigSchema, type RuntimeConfig } from '@portal/api-schema';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const valid: RuntimeConfig = { ...testRuntimeConfig, environment: 'production', chatProvider: 'hubspot', hubspotPortalId: '12345' };

describe('parseRuntimeConfig', () => {
  test('accepts what the API schema accepts and drops unknown fields', () => {
    const parsed = parseRuntimeConfig({ ...valid, extra: true });
    expect(parsed).toEqual(valid);
    expect(parsed).toEqual(runtimeConfigSchema.parse({ ...valid, extra: true }));
  });

  test('rejects what the API schema rejects, naming the fields', () => {
    const broken = [{ ...valid, apiUrl: undefined }, { ...valid, sentryDsn: 42 }, { ...valid, chatProvider: 'intercom' }, null, 'config'];
    for (const value of broken) {
      expect(runtimeConfigSchema.safeParse(value).success).toBe(false);
      expect(() => parseRuntimeConfig(value)).toThrow();
    }
    expect(() => parseRuntimeConfig({ ...valid, chatProvider: 'intercom', signupUrl: 1 })).toThrow(
      'The runtime config has invalid fields: signupUrl, chatProvider.',
    );
  });
});

test('loadRuntimeConfig fetches /runtime-config.json without caching', async () => {
  const fetchConfig = jest.fn<typeof fetch>(async () => new Response(JSON.stringify(valid), { status: 200 }));
  await expect(loadRuntimeConfig(fetchConfig)).resolves.toEqual(valid);
  expect(fetchConfig).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));

  fetchConfig.mockImplementation(async () => new Response('down', { status: 503 }));
  await expect(loadRuntimeConfig(fetchConfig)).rejects.toThrow('/runtime-config.json answered 503');
});
