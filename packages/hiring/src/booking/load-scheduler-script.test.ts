import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { HUBSPOT_MEETINGS_SCRIPT_URL } from '@portal/api-schema';
import { fillSchedulerContainer, loadSchedulerScript, schedulerScriptUrl } from './load-scheduler-script';

function scriptsWith(src: string): HTMLScriptElement[] {
  return [...document.querySelectorAll('script')].filter((script) => script.getAttribute('src') === src);
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { hbspt?: unknown }).hbspt;
});

describe('schedulerScriptUrl', () => {
  it('serves the sandbox script from the API, relative when the API is on the same origin', () => {
    expect(schedulerScriptUrl('sandbox', '')).toBe('/sandbox/meetings/embed.js');
    expect(schedulerScriptUrl('sandbox', 'https://api.example.test/')).toBe('https://api.example.test/sandbox/meetings/embed.js');
  });

  it("uses HubSpot's meetings embed for hubspot", () => {
    expect(schedulerScriptUrl('hubspot', 'https://api.example.test')).toBe(HUBSPOT_MEETINGS_SCRIPT_URL);
  });
});

describe('loadSchedulerScript', () => {
  it('appends the script once and resolves when it has loaded', async () => {
    const first = loadSchedulerScript('sandbox', 'https://one.example.test');
    const second = loadSchedulerScript('sandbox', 'https://one.example.test');
    const [script] = scriptsWith('https://one.example.test/sandbox/meetings/embed.js');
    expect(scriptsWith('https://one.example.test/sandbox/meetings/embed.js')).toHaveLength(1);
    script!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await expect(loadSchedulerScript('sandbox', 'https://one.example.test')).resolves.toBeUndefined();
  });

  it('rejects on error, removes the element and tries again next time', async () => {
    const failing = loadSchedulerScript('sandbox', 'https://two.example.test');
    scriptsWith('https://two.example.test/sandbox/meetings/embed.js')[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('could not be loaded');
    expect(scriptsWith('https://two.example.test/sandbox/meetings/embed.js')).toHaveLength(0);
    const again = loadSchedulerScript('sandbox', 'https://two.example.test');
    expect(scriptsWith('https://two.example.test/sandbox/meetings/embed.js')).toHaveLength(1);
    scriptsWith('https://two.example.test/sandbox/meetings/embed.js')[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });
});

describe('fillSchedulerContainer', () => {
  it("asks HubSpot's create to fill an empty container, and leaves a filled one alone", () => {
    const create = jest.fn();
    (window as unknown as { hbspt: unknown }).hbspt = { meetings: { create } };
    const container = document.createElement('div');
    fillSchedulerContainer(container, 'hubspot', '');
    expect(create).toHaveBeenCalledWith('.meetings-iframe-container');
    container.appendChild(document.createElement('iframe'));
    fillSchedulerContainer(container, 'hubspot', '');
    expect(create).toHaveBeenCalledTimes(1);
    expect(scriptsWith(HUBSPOT_MEETINGS_SCRIPT_URL)).toHaveLength(0);
  });

  it('runs the script again when it offers no create function, then removes that copy', () => {
    const container = document.createElement('div');
    fillSchedulerContainer(container, 'sandbox', '');
    const [rerun] = scriptsWith('/sandbox/meetings/embed.js');
    expect(scriptsWith('/sandbox/meetings/embed.js')).toHaveLength(1);
    rerun!.dispatchEvent(new Event('load'));
    expect(scriptsWith('/sandbox/meetings/embed.js')).toHaveLength(0);
  });

  it('does nothing for a filled container', () => {
    const container = document.createElement('div');
    container.appendChild(document.createElement('iframe'));
    fillSchedulerContainer(container, 'sandbox', '');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
