import type { ApiModule, PlatformServices } from '../platform/api-module';
import { authModule, changeUserEnabled, issuePasswordResetLink, openSession, sentPasswordResetLinkRecently } from './auth';
import { billingModule, contractInvoices, type PaymentProvider } from './billing';
import {
  type ActivitySubjectRegistry,
  type AuthOperations,
  companyUsersModule,
  type ConnectionFigureRegistry,
  createActivitySubjectRegistry,
  createConnectionFigureRegistry,
} from './company-users';
import { type HiringContracts, hiringModule, type SchedulerProvider } from './hiring';
import { contractOfProposal, type ContractInvoices, createContract, teamContractsModule } from './team-contracts';

// The composition root of the modules. They import one another only downwards (checked by
// .dependency-cruiser.cjs): company-users at the bottom; auth and hiring import it; team-contracts
// imports hiring; billing imports team-contracts.
// What a lower module needs of a higher one comes in here, as its services: the operations of the
// module that owns the rows (typed by the module that takes them), and the registries through
// which the owners of the activity log's subjects and of a vendor connection's figures lend them.

/** What app.ts hands the modules (moduleServices): the platform's pieces and the providers chosen by configuration. */
export interface ProvidedServices extends PlatformServices {
  payments: PaymentProvider;
  scheduler: SchedulerProvider;
}

/** What every module is handed: the provided services and what the modules lend one another. */
export interface ModuleServices extends ProvidedServices {
  auth: AuthOperations;
  teamContracts: HiringContracts;
  contractInvoices: ContractInvoices;
  activitySubjects: ActivitySubjectRegistry;
  connectionFigures: ConnectionFigureRegistry;
}

/** The modules' services for one app: the registries are new for each, filled as the modules register. */
export function moduleServices(provided: ProvidedServices): ModuleServices {
  return {
    ...provided,
    auth: { openSession, changeUserEnabled, issuePasswordResetLink, sentPasswordResetLinkRecently },
    teamContracts: { createContract, contractOfProposal },
    contractInvoices,
    activitySubjects: createActivitySubjectRegistry(),
    connectionFigures: createConnectionFigureRegistry(),
  };
}

/** Every API module, in the order app.ts registers them. */
export const apiModules: readonly ApiModule<ModuleServices>[] = [
  authModule,
  companyUsersModule,
  billingModule,
  hiringModule,
  teamContractsModule,
];
