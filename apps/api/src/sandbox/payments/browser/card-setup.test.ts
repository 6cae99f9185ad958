import { describe, expect, jest, test } from '@jest/globals';
import { JSDOM } from 'jsdom';
import { readPageScript } from '../../sandbox-page';
import { cardSetupPage } from '../card-setup-page';

const CARD_SETUP_SCRIPT = readPageScript('payments', 'card-setup.js');
const ORIGIN = 'https://portal.example.com';

function openPage(answer: { ok: boolean; body: unknown }) {
  const html = cardSetupPage({ setupId: 'seti_sandbox_1', token: '1.abc', open: true }).replace(/<script[^>]*><\/script>/, '');
  const dom = new JSDOM(html, { url: `${ORIGIN}/sandbox/card-setup/seti_sandbox_1?token=1.abc`, runScripts: 'outside-only' });
  const window = dom.window;
  const fetch = jest.fn(async (_url: string, _init: { body: string }) => ({ ok: answer.ok, json: async () => answer.body }));
  const assign = jest.fn();
  Object.assign(window, { fetch });
  // jsdom does not navigate (and its location cannot be replaced): the way back to the portal is watched instead.
  Object.assign(window, { __assign: assign });
  window.eval(CARD_SETUP_SCRIPT.replace(/window\.location\.assign/g, 'window.__assign'));
  const document = window.document;
  const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
  const submit = () => (document.getElementById('save') as HTMLButtonElement).click();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { document, fetch, assign, input, submit, settle };
}

describe('sandbox card setup script', () => {
  test('posts the card to the decision URL and goes back to the portal with the setup id', async () => {
    const page = openPage({ ok: true, body: { status: 'succeeded', return_url: '/invoices/payment-methods?card_setup=seti_sandbox_1' } });
    page.input('card_number').value = '4242 4242 4242 4242';
    page.input('expiry').value = '12/40';
    page.input('cvc').value = '123';
    page.submit();
    await page.settle();
    const [url, init] = page.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/sandbox/card-setup/seti_sandbox_1?token=1.abc');
    expect(JSON.parse(init?.body ?? '{}')).toEqual({ card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    expect(page.assign).toHaveBeenCalledWith('/invoices/payment-methods?card_setup=seti_sandbox_1');
  });

  test('a decline is shown in the alert and the form stays usable', async () => {
    const page = openPage({ ok: true, body: { status: 'failed', message: 'Your card was declined.' } });
    page.submit();
    await page.settle();
    const alert = page.document.getElementById('error') as HTMLElement;
    expect(alert.hidden).toBe(false);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Your card was declined.');
    expect((page.document.getElementById('save') as HTMLButtonElement).disabled).toBe(false);
    expect(page.assign).not.toHaveBeenCalled();
  });

  test('field errors are shown beside their fields, which are marked invalid, and the first is focused', async () => {
    const page = openPage({
      ok: false,
      body: { data: { message: 'Your card has expired.', errors: [{ property: 'expiry', message: 'Your card has expired.' }] } },
    });
    page.submit();
    await page.settle();
    const error = page.document.getElementById('error-expiry') as HTMLElement;
    expect(error.hidden).toBe(false);
    expect(error.textContent).toBe('Your card has expired.');
    expect(page.input('expiry').getAttribute('aria-invalid')).toBe('true');
    expect(page.document.activeElement).toBe(page.input('expiry'));
    expect((page.document.getElementById('error') as HTMLElement).hidden).toBe(true);
  });
});
