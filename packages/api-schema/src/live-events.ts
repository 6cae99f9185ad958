import { z } from 'zod';
import { LIVE_EVENT_KINDS } from './live-events-constants';
import { idSchema } from './user';

/** One server-sent event's data: ids only (its kinds and event name: live-events-constants). */
export const liveEventSchema = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  /** The changed thing's id (for `payment`, the invoice's id); absent when many changed. */
  id: idSchema.optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** A time in milliseconds since 1970, as a page's clock gives it (`Date.now()`). */
const clockTimeSchema = z.coerce.number().int().min(0).max(8_640_000_000_000_000);

/**
 * What the stream is asked with: `since`, the time (the page's clock) from which the page may not
 * have seen changes yet, and `now`, the page's clock as it asks, so that the server can place
 * `since` on its own clock. The changes since then that the server still holds are sent first, or
 * a `resync` when it no longer holds them all. Without them the stream starts from now.
 */
export const liveEventsQuerySchema = z
  .object({ since: clockTimeSchema.optional(), now: clockTimeSchema.optional() })
  .refine((query) => (query.since === undefined) === (query.now === undefined), {
    message: 'Send since and now together.',
    path: ['now'],
  });
