import { describe, expect, jest, test } from '@jest/globals';
import { JSDOM } from 'jsdom';
import { SANDBOX_CHECKOUT_MESSAGE } from '@portal/api-schema';
import { readPageScript } from '../../sandbox-page';

const SANDBOX_CHECKOUT_SCRIPT = readPageScript('payments', 'checkout.js');

const ORIGIN = 'https://portal.example.com';
const PAGE = `<!doctype html><html><body>
<form id="checkout" data-reference="PAY-1" data-message-type="${SANDBOX_CHECKOUT_MESSAGE}" data-decision-url="/api/sandbox/checkout/PAY-1">
  <input name="card_number"><input name="expiry"><input name="cvc">
  <p id="error" hidden></p>
  <button type="button" id="cancel">Cancel</button><button type="submit" id="pay">Pay</button>
</form></body></html>`;

function openPage(answer: { ok: boolean; body: unknown }) {
  const dom = new JSDOM(PAGE, { url: `${ORIGIN}/sandbox/checkout/PAY-1`, runScripts: 'outside-only' });
  const window = dom.window;
  const postMessage = jest.fn();
  const fetch = jest.fn(async (_url: string, _init: { body: string }) => ({ ok: answer.ok, json: async () => answer.body }));
  Object.defineProperty(window, 'parent', { value: { postMessage }, configurable: true });
  Object.assign(window, { fetch });
  window.eval(SANDBOX_CHECKOUT_SCRIPT);
  const document = window.document;
  const fill = (name: string, value: string) => {
    (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { window, document, postMessage, fetch, fill, settle };
}

describe('sandbox checkout script', () => {
  test("tells the framing window the page's height, so the frame fits it", () => {
    const dom = new JSDOM(PAGE, { url: `${ORIGIN}/sandbox/checkout/PAY-1`, runScripts: 'outside-only' });
    const postMessage = jest.fn();
    Object.defineProperty(dom.window, 'parent', { value: { postMessage }, configurable: true });
    dom.window.document.body.getBoundingClientRect = () => ({ height: 311.4 }) as DOMRect;
    dom.window.eval(SANDBOX_CHECKOUT_SCRIPT);
    expect(postMessage).toHaveBeenCalledWith({ type: SANDBOX_CHECKOUT_MESSAGE, reference: 'PAY-1', height: 312 }, ORIGIN);
  });

  test('posts the card to the decision URL and tells the parent, on the same origin only', async () => {
    const page = openPage({ ok: true, body: { status: 'succeeded', message: null, paymentIntentId: 'sandbox_pi_1' } });
    page.fill('card_number', '4242 4242 4242 4242');
    page.fill('expiry', '12/40');
    page.fill('cvc', '123');
    page.document.getElementById('pay')?.click();
    await page.settle();
    expect(page.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = page.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/sandbox/checkout/PAY-1');
    expect(JSON.parse(init?.body ?? '{}')).toEqual({ action: 'pay', card_number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
    expect(page.postMessage).toHaveBeenCalledWith(
      { type: SANDBOX_CHECKOUT_MESSAGE, reference: 'PAY-1', status: 'succeeded', paymentIntentId: 'sandbox_pi_1' },
      ORIGIN,
    );
  });

  test('a decline is shown and reported as failed', async () => {
    const page = openPage({ ok: true, body: { status: 'failed', message: 'Your card was declined.', paymentIntentId: 'sandbox_pi_1' } });
    page.document.getElementById('pay')?.click();
    await page.settle();
    expect(page.document.getElementById('error')?.textContent).toBe('Your card was declined.');
    expect(page.postMessage).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }), ORIGIN);
  });

  test('a validation error stays in the page', async () => {
    const page = openPage({
      ok: false,
      body: { data: { message: 'x', errors: [{ property: 'card_number', message: 'Use the test card' }] } },
    });
    page.document.getElementById('pay')?.click();
    await page.settle();
    expect(page.document.getElementById('error')?.textContent).toBe('Use the test card');
    expect(page.document.getElementById('error')?.hidden).toBe(false);
    expect(page.postMessage).not.toHaveBeenCalled();
  });

  test('Cancel reports canceled', async () => {
    const page = openPage({ ok: true, body: { status: 'canceled', message: null, paymentIntentId: 'sandbox_pi_1' } });
    page.document.getElementById('cancel')?.click();
    await page.settle();
    expect(JSON.parse(page.fetch.mock.calls[0]?.[1].body ?? '{}')).toEqual({ action: 'cancel' });
    expect(page.postMessage).toHaveBeenCalledWith(expect.objectContaining({ status: 'canceled', reference: 'PAY-1' }), ORIGIN);
  });
});
