import { ACTIVITY_SYSTEM_PERSON, type ActivityPerson } from '@portal/api-schema';
import type { CompanyActor } from '../../platform/access/caller';
import { activityActors } from './activity-queries';
import type { ActivityDeps } from './company-activity-deps';

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Everyone who appears in the company's log, for its person filter: the company's users by name,
 * then those no longer in it ('Deleted user', told apart by their id), then the system.
 */
export async function listActivityPeople(deps: Pick<ActivityDeps, 'db'>, input: { actor: CompanyActor }): Promise<ActivityPerson[]> {
  const actors = await activityActors(deps.db, input.actor.companyId);
  const people: ActivityPerson[] = [];
  const deleted: ActivityPerson[] = [];
  let system = false;
  for (const actor of actors) {
    if (!actor.actorUserId) system = true;
    else if (actor.email === null)
      deleted.push({ id: actor.actorUserId, name: `Deleted user ${actor.actorUserId.slice(0, 8)}`, email: null, kind: 'deleted' });
    else
      people.push({
        id: actor.actorUserId,
        name: `${actor.firstName ?? ''} ${actor.lastName ?? ''}`.trim(),
        email: actor.email,
        kind: 'user',
      });
  }
  people.sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.email ?? '', b.email ?? ''));
  deleted.sort((a, b) => a.id.localeCompare(b.id));
  return [...people, ...deleted, ...(system ? [{ id: ACTIVITY_SYSTEM_PERSON, name: 'System', email: null, kind: 'system' as const }] : [])];
}
