import type { ApiModule, PlatformServices } from '../platform/api-module';
import { authModule } from './auth';
import { usersModule } from './users';

/** What app.ts hands every module: the platform's pieces. */
export type ModuleServices = PlatformServices;

/** Every API module, in the order app.ts registers them. */
export const apiModules: readonly ApiModule<ModuleServices>[] = [authModule, usersModule];
