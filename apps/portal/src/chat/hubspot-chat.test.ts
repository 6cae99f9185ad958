import { afterEach, expect, jest, test } from '@jest/globals';
import { openHubSpotChat } from './hubspot-chat';

afterEach(() => {
  document.getElementById('hs-script-loader')?.remove();
  delete window.HubSpotConversations;
  delete window.hsConversationsOnReady;
  delete window.hsConversationsSettings;
});

test('loads HubSpot’s script once, on first use, and opens the widget when it is ready', () => {
  openHubSpotChat('12345');
  openHubSpotChat('12345');
  const scripts = document.querySelectorAll('script#hs-script-loader');
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toHaveAttribute('src', 'https://js.hs-scripts.com/12345.js');
  expect(window.hsConversationsSettings).toEqual({ loadImmediately: false });

  const load = jest.fn();
  window.HubSpotConversations = { widget: { load, open: jest.fn(), status: () => ({ loaded: false }) } };
  window.hsConversationsOnReady?.[0]?.();
  expect(load).toHaveBeenCalledWith({ widgetOpen: true });
});

test('opens a widget that is already loaded', () => {
  const open = jest.fn();
  window.HubSpotConversations = { widget: { load: jest.fn(), open, status: () => ({ loaded: true }) } };
  openHubSpotChat('12345');
  expect(open).toHaveBeenCalled();
  expect(document.getElementById('hs-script-loader')).toBeNull();
});
