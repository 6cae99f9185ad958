import type { ApiModule, PlatformServices } from '../platform/api-module';
import { authModule } from './auth';
import { billingModule, type PaymentProvider } from './billing';
import { hiringModule, type SchedulerProvider } from './hiring';
import { usersModule } from './users';
import { contractsModule } from './contracts';
import { companyModule } from './company';

/** What app.ts hands every module: the platform's pieces and the providers chosen by configuration. */
export interface ModuleServices extends PlatformServices {
  payments: PaymentProvider;
  scheduler: SchedulerProvider;
}

/** Every API module, in the order app.ts registers them. */
export const apiModules: readonly ApiModule<ModuleServices>[] = [
  authModule,
  usersModule,
  billingModule,
  hiringModule,
  contractsModule,
  companyModule,
];
