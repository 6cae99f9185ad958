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
