import type { FastifyInstance } from 'fastify';
import type { VendorDisputes } from '../../modules/billing';
import { createSandboxVendor } from './sandbox-vendor';

/**
 * The sandbox's vendor (offline configuration): answers each dispute `delayMs` after it was raised,
 * from the moment the app is ready until it closes.
 */
export function startSandboxVendor(app: FastifyInstance, disputes: VendorDisputes, settings: { delayMs: number }): void {
  const vendor = createSandboxVendor(disputes, {
    delayMs: settings.delayMs,
    onError: (error) => app.log.error({ err: error }, 'Sandbox vendor did not answer a dispute'),
  });
  app.addHook('onReady', async () => vendor.start());
  app.addHook('onClose', async () => vendor.close());
}
