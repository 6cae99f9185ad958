import { ACTION_ITEMS_LIMIT, ACTION_KINDS, type ActionItems, type Role } from '@portal/api-schema';
import type { CompanyActor } from '../access/caller';
import { rolesAdmit } from '../access/access';
import type { ActionSourceRegistry } from './action-sources';

/**
 * What waits for the caller: every registered source their roles admit, asked at once, in the
 * order of ACTION_KINDS. Kinds with nothing to do are left out.
 */
export async function getActionItems(
  deps: { sources: ActionSourceRegistry },
  input: { actor: CompanyActor; roles: readonly Role[]; now?: Date },
): Promise<ActionItems> {
  const now = input.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const admitted = deps.sources
    .list()
    .filter((source) => rolesAdmit({ roles: source.role ? [source.role] : [], group: source.group ?? null }, input.roles))
    .sort((a, b) => ACTION_KINDS.indexOf(a.kind) - ACTION_KINDS.indexOf(b.kind));
  const groups = await Promise.all(
    admitted.map(async (source) => {
      const { lines, ...group } = await source.collect({ actor: input.actor, roles: input.roles, limit: ACTION_ITEMS_LIMIT, today, now });
      return { kind: source.kind, ...group, lines: lines ?? group.count };
    }),
  );
  const waiting = groups.filter((group) => group.count > 0);
  return { groups: waiting, total: waiting.reduce((sum, group) => sum + group.count, 0) };
}
