/**
 * What changed, as the live-updates stream (`API_PATHS.liveEvents`) tells a company's open pages:
 * the kind of thing and its id, never its content. The page asks again for what it shows.
 * `resync`: changes may have been missed (the server lost its database listener a moment), so
 * everything shown is asked again.
 */
export const LIVE_EVENT_KINDS = [
  'invoice',
  'payment',
  'payment_method',
  'contract',
  'timesheet',
  'proposal',
  'interview',
  'user',
  'invitation',
  'company',
  'resync',
] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/** The SSE event name of a change. */
export const LIVE_EVENT_NAME = 'change';
