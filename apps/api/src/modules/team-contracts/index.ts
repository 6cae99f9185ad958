import type { ApiModule, PlatformServices } from '../../platform/api-module';
import type { ActivitySubjectRegistry, ConnectionFigureRegistry } from '../company-users';
import { CONTRACT_ACTIVITY_SUBJECTS } from './activity-subject-labels';
import { contractConnectionFigures } from './connection-figures';
import type { ContractInvoices } from './contract-invoices';
import { contractsToSign } from './contract-actions';
import { contractScheduleJob } from './contract-schedule-job';
import type { ContractDocumentDeps } from './contract-document-deps';
import { contractDocumentRoutes } from './contract-document.routes';
import type { ContractsDeps } from './contracts-deps';
import { contractsRoutes } from './contracts.routes';
import { teamRoutes } from './team.routes';
import { termsRoutes } from './terms.routes';
import { contractsWidgetRoutes } from './contracts-widget.routes';
import { changeRequestsRoutes } from './change-requests.routes';
import { timesheetsToApprove } from './timesheet-actions';
import { timesheetScheduleJob } from './timesheet-schedule-job';
import { timesheetsRoutes } from './timesheets.routes';

export { DEMO_CONTRACTS, seedContractsDemoData } from './demo-data';
export { seedContractSignaturesDemoData } from './signature-demo-data';
export { seedTimesheetsDemoData } from './timesheets-demo-data';
// A vendor's week of hours and its revision after a query: the demo's history and the sandbox's vendor both write them.
export { CORRECTED_NOTE, revisedWeek, weekOfHours, weekSubmission } from './week-of-hours';
export { runContractSchedule } from './run-contract-schedule';
export { runTimesheetSchedule } from './run-timesheet-schedule';
// What hiring takes through its deps (modules/index.ts hands them over): a hired proposal's contract.
export { createContract } from './create-contract';
export { contractOfProposal } from './proposal-contracts';
// The vendor's side of timesheets, which app.ts hands to the sandbox's vendor.
export { vendorTimesheets } from './vendor-timesheets';

export { type BilledUnder, type ContractInvoices, NOT_BILLING_STATUSES } from './contract-invoices';
// The vendor's side of timesheets, which app.ts hands to the sandbox's vendor.
export type { ContractWeekDue, QueriedTimesheet, VendorTimesheets } from './vendor-timesheets';

/**
 * The platform's pieces, billing's reads of the invoices billed under contracts, and the
 * registries through which company-users' activity log and connections read contracts
 * (modules/index.ts hands them over).
 */
export type TeamContractsServices = PlatformServices & {
  contractInvoices: ContractInvoices;
  activitySubjects: ActivitySubjectRegistry;
  connectionFigures: ConnectionFigureRegistry;
};

/** Contracts with vendors and their signing, the service contract terms, and the developers working for the company. */
export const teamContractsModule: ApiModule<TeamContractsServices> = {
  name: 'team-contracts',
  async register(api, { db, config, rateLimits, actionSources, scheduledJobs, contractInvoices, activitySubjects, connectionFigures }) {
    const deps: ContractsDeps = { db, invoices: contractInvoices };
    await api.register(contractsRoutes, { deps });
    // the service contract terms, my team, a team member, a talent
    await api.register(termsRoutes, { deps });
    await api.register(teamRoutes, { deps });
    await api.register(contractsWidgetRoutes, { deps });
    // end and extension requests
    await api.register(changeRequestsRoutes, { deps });
    // Signing, the contract document and its PDF, checking a PDF.
    const documentDeps: ContractDocumentDeps = {
      ...deps,
      limits: { pdfChecksPerUser: rateLimits.limiter('contract-pdf-checks-user', config.rateLimits.contractPdfChecksPerUser) },
    };
    await api.register(contractDocumentRoutes, { deps: documentDeps });
    // timesheets: the review of the weekly hours, their auto-approval and reminders
    const timesheetDeps = { db, publicUrl: config.publicUrl };
    await api.register(timesheetsRoutes, { deps: timesheetDeps });
    actionSources.register(contractsToSign(deps));
    actionSources.register(timesheetsToApprove(deps));
    // Contracts start and end on their days and the ending-soon reminders go out, in every process.
    scheduledJobs.register(contractScheduleJob({ db, publicUrl: config.publicUrl }, config.contractScheduleIntervalMs));
    // Timesheets nobody queried are approved after five business days, and the day before is reminded, in every process.
    scheduledJobs.register(timesheetScheduleJob(timesheetDeps, config.timesheetScheduleIntervalMs));
    for (const [type, lookup] of Object.entries(CONTRACT_ACTIVITY_SUBJECTS)) activitySubjects.register(type, lookup);
    connectionFigures.register(contractConnectionFigures);
  },
};
