import type { ApiModule, PlatformServices } from '../../platform/api-module';
import type { ActivitySubjectRegistry } from '../company-users';
import { HIRING_ACTIVITY_SUBJECTS } from './activity-subject-labels';
import { deleteDeadBookingTickets } from './booking-tickets';
import { proposalsToReview } from './hiring-actions';
import type { HiringContracts } from './hiring-contracts';
import type { HiringDeps } from './hiring-deps';
import { hiringRoutes } from './hiring.routes';
import { onboardingRoutes } from './onboarding.routes';
import type { SchedulerCalendar, SchedulerProvider } from './scheduler-provider';
import { schedulerCalendar } from './scheduler-calendar';
import { schedulingRoutes } from './scheduling.routes';

export { createHubspotScheduler } from './hubspot-scheduler';
export { DEMO_HIRING, seedHiringDemoData } from './demo-data';
export { demoActivitySubjectsOfHiring } from './activity-demo-subjects';
export type { SchedulerProvider } from './scheduler-provider';
export { talentDetailsOf } from './talent-view';
export type { ContractOffer, HiredContract, HiringContracts } from './hiring-contracts';

/** The platform's pieces, the scheduler app.ts chose, and team-contracts' operations (modules/index.ts hands them over). */
export type HiringServices = PlatformServices & {
  scheduler: SchedulerProvider;
  teamContracts: HiringContracts;
  activitySubjects: ActivitySubjectRegistry;
};

function hiringDeps({ db, config, sessionCache, scheduler, teamContracts }: HiringServices): HiringDeps {
  return { db, scheduler, sessionCache, activateAfterOnboardingCall: config.activateAfterOnboardingCall, contracts: teamContracts };
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
    for (const [type, lookup] of Object.entries(HIRING_ACTIVITY_SUBJECTS)) services.activitySubjects.register(type, lookup);
  },
  housekeeping: deleteDeadBookingTickets,
};
