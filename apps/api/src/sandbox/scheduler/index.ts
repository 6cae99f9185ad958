import type { FastifyInstance } from 'fastify';
import type { SchedulerCalendar } from '../../modules/hiring/scheduler-provider';
import type { SandboxLinks } from '../links/sandbox-links';
import { readBrowserScript, readPageScript } from '../sandbox-page';
import { sandboxSchedulerRoutes } from './sandbox-scheduler.routes';

export { createSandboxScheduler } from './sandbox-scheduler-provider';

/**
 * The offline meeting scheduler (SCHEDULER_PROVIDER=sandbox): the embed script the portal loads,
 * the specialists' booking pages it frames, booking, and the page a booked call's link opens.
 */
export async function registerSandboxScheduler(
  api: FastifyInstance,
  options: { calendar: SchedulerCalendar; links: SandboxLinks },
): Promise<void> {
  await api.register(sandboxSchedulerRoutes, {
    calendar: options.calendar,
    links: options.links,
    scripts: { embed: readBrowserScript('scheduler', 'embed.js'), scheduler: readPageScript('scheduler', 'scheduler.js') },
  });
}
