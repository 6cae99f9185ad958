import type { ActionGroup, ActionKind, Role, RoleGroup } from '@portal/api-schema';
import type { CompanyActor } from '../access/caller';

/**
 * What a source is asked: the company, the caller's roles (for a source whose items depend on them
 * beyond `role`/`group`), the first few items wanted and the day it is (UTC, YYYY-MM-DD).
 */
interface ActionSourceInput {
  actor: CompanyActor;
  roles: readonly Role[];
  limit: number;
  today: string;
  now: Date;
}

/**
 * One kind of thing that waits for someone of the company (invoices to pay, contracts to sign...),
 * provided by the module that owns it. `role`/`group` say who sees it, as a route's access does.
 * `collect` counts every item and returns the first `limit`, in the order they should be done;
 * `lines` only where one line stands for several items (else it is the count).
 */
export interface ActionSource {
  kind: ActionKind;
  role?: Role;
  group?: RoleGroup;
  collect(input: ActionSourceInput): Promise<Omit<ActionGroup, 'kind' | 'lines'> & { lines?: number }>;
}

/** The sources the modules registered; the platform asks them without knowing any module. */
export interface ActionSourceRegistry {
  register(source: ActionSource): void;
  list(): readonly ActionSource[];
}

export function createActionSourceRegistry(): ActionSourceRegistry {
  const sources: ActionSource[] = [];
  return {
    register(source) {
      if (sources.some((known) => known.kind === source.kind)) throw new Error(`Action source ${source.kind} registered twice`);
      sources.push(source);
    },
    list: () => sources,
  };
}
