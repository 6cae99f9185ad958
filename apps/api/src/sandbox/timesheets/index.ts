import type { FastifyInstance } from 'fastify';
import type { VendorTimesheets } from '../../modules/team-contracts';
import { createSandboxTimesheetVendor } from './sandbox-vendor';

/**
 * The sandbox's vendor of timesheets (offline configuration): submits the ended weeks of the
 * hourly contracts and revises each queried timesheet `revisionDelayMs` after the query, from the
 * moment the app is ready until it closes.
 */
export function startSandboxTimesheetVendor(
  app: FastifyInstance,
  timesheets: VendorTimesheets,
  settings: { revisionDelayMs: number },
): void {
  const vendor = createSandboxTimesheetVendor(timesheets, {
    revisionDelayMs: settings.revisionDelayMs,
    onError: (error) => app.log.error({ err: error }, 'Sandbox vendor did not submit or revise a timesheet'),
  });
  app.addHook('onReady', async () => vendor.start());
  app.addHook('onClose', async () => vendor.close());
}
