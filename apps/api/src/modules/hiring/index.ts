import type { ApiModule, PlatformServices } from '../../platform/api-module';
import { deleteDeadBookingTickets } from './booking-tickets';
import { proposalsToReview } from './hiring-actions';
import type { HiringDeps } from './hiring-deps';
import { hiringRoutes } from './hiring.routes';
import { onboardingRoutes } from './onboarding.routes';
import type { SchedulerCalendar, SchedulerProvider } from './scheduler-provider';
import { schedulerCalendar } from './scheduler-calendar';
import { schedulingRoutes } from './scheduling.routes';

export { createHubspotScheduler } from './hubspot-scheduler';
export { seedHiringDemoData } from './demo-data';
export type { SchedulerProvider } from './scheduler-provider';

type HiringServices = PlatformServices & { scheduler: SchedulerProvider };

function hiringDeps({ db, config, sessionCache, scheduler }: HiringServices): HiringDeps {
  return { db, scheduler, sessionCache, activateAfterOnboardingCall: config.activateAfterOnboardingCall };
}

/** Hiring's calendar for a scheduler that keeps none of its own (the sandbox's), built from the same services. */
export function hiringCalendar(services: HiringServices): SchedulerCalendar {
  return schedulerCalendar(hiringDeps(services));
}

/**
 * Requests for proposals, proposals, interviews, calls booked with the marketplace's specialists
 * through the scheduler app.ts chose, and a new customer's onboarding.
 */
export const hiringModule: ApiModule<HiringServices> = {
  name: 'hiring',
  async register(api, services) {
    const deps = hiringDeps(services);
    await api.register(hiringRoutes, { deps });
    await api.register(schedulingRoutes, { deps });
    await api.register(onboardingRoutes, { deps });
    services.actionSources.register(proposalsToReview(deps));
  },
  housekeeping: deleteDeadBookingTickets,
};
