/** Where the portal reads its public settings at run time. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The chat providers the runtime config may name. */
export const CHAT_PROVIDERS = ['sandbox', 'hubspot'] as const;

/** The meeting scheduler providers the runtime config may name. */
export const SCHEDULER_PROVIDERS = ['sandbox', 'hubspot'] as const;
export type SchedulerProvider = (typeof SCHEDULER_PROVIDERS)[number];
