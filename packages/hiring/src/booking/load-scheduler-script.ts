import { HUBSPOT_MEETINGS_SCRIPT_URL, SANDBOX_SCHEDULER_PATHS, type SchedulerProvider } from '@portal/api-schema';

/** Downloads the scheduler's embed script; rejects when it cannot be loaded. */
export type SchedulerScriptLoader = (provider: SchedulerProvider, apiUrl: string) => Promise<void>;

/** The embed script of a provider: the sandbox's is served by the API (relative when `apiUrl` is ''). */
export function schedulerScriptUrl(provider: SchedulerProvider, apiUrl: string): string {
  if (provider === 'hubspot') return HUBSPOT_MEETINGS_SCRIPT_URL;
  return `${apiUrl.replace(/\/+$/, '')}${SANDBOX_SCHEDULER_PATHS.embedScript}`;
}

const loading = new Map<string, Promise<void>>();

/**
 * Appends the provider's embed script to the page once. A failed download is forgotten (and its
 * element removed), so opening the scheduler again tries again.
 */
export const loadSchedulerScript: SchedulerScriptLoader = (provider, apiUrl) => {
  const src = schedulerScriptUrl(provider, apiUrl);
  let loaded = loading.get(src);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        script.remove();
        loading.delete(src);
        reject(new Error(`The scheduler script ${src} could not be loaded`));
      });
      document.body.appendChild(script);
    });
    loading.set(src, loaded);
  }
  return loaded;
};

interface MeetingsEmbedGlobal {
  hbspt?: { meetings?: { create?: (selector: string) => void } };
}

export const SCHEDULER_CONTAINER_CLASS = 'meetings-iframe-container';

/**
 * The embed script fills the containers present when it runs. A container rendered after that
 * (the scheduler opened a second time) is filled by HubSpot's `hbspt.meetings.create` when the
 * script offers it, else by running the script again (both embeds skip filled containers).
 */
export function fillSchedulerContainer(container: HTMLElement | null, provider: SchedulerProvider, apiUrl: string): void {
  if (!container || container.querySelector('iframe')) return;
  const create = (window as unknown as MeetingsEmbedGlobal).hbspt?.meetings?.create;
  if (create) {
    create(`.${SCHEDULER_CONTAINER_CLASS}`);
    return;
  }
  const script = document.createElement('script');
  script.src = schedulerScriptUrl(provider, apiUrl);
  script.async = true;
  const remove = () => script.remove();
  script.addEventListener('load', remove);
  script.addEventListener('error', remove);
  document.body.appendChild(script);
}
