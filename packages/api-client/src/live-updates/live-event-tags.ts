import type { LiveEvent, LiveEventKind } from '@portal/api-schema';

/** A tag of the one API slice: a type, or one object of it. */
export type LiveTag<TagType extends string = string> = TagType | { type: TagType; id: string };

/** A change as a feature reads it: the changed thing's id (absent when many changed) and the signed-in user's id. */
export interface LiveChange {
  id?: string | undefined;
  selfId: string | null;
}

/**
 * What a feature's pages show of each kind of change: the tags, of the feature's own tag types,
 * that the change makes stale. A kind the feature shows nothing of is left out.
 */
export type LiveTags<TagType extends string = string> = {
  readonly [Kind in Exclude<LiveEventKind, 'resync'>]?: (change: LiveChange) => LiveTag<TagType>[];
};

/** Every tag to invalidate for a change of the live-updates stream. */
export type LiveEventTags = (event: LiveEvent, selfId: string | null) => LiveTag[];

/** A feature's live tags, checked against the feature's tag types: `defineLiveTags<BillingTagType>({ ... })`. */
export function defineLiveTags<TagType extends string>(tags: LiveTags<TagType>): LiveTags<TagType> {
  return tags;
}

/** One object of a type when the change names it, else every object of the type. */
export function liveTag<TagType extends string>(type: TagType, id: string | undefined): LiveTag<TagType> {
  return id ? { type, id } : type;
}

/**
 * The tags of a change, gathered from every feature's live tags in the order given. A `resync`
 * (changes may have been missed) refreshes every type a change of any kind may touch.
 */
export function composeLiveTags(features: readonly LiveTags[]): LiveEventTags {
  const everyType = [
    ...new Set(
      features
        .flatMap((feature) => Object.values(feature))
        .flatMap((tagsOf) => tagsOf({ selfId: null }))
        .filter((tag): tag is string => typeof tag === 'string'),
    ),
  ];
  return (event, selfId) => {
    if (event.kind === 'resync') return [...everyType];
    const { kind, id } = event;
    return features.flatMap((feature) => feature[kind]?.({ id, selfId }) ?? []);
  };
}
