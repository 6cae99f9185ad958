import { SANDBOX_CHECKOUT_MESSAGE } from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import { SANDBOX_LINK_TOKEN_PARAM } from '../links/sandbox-links';
import { htmlDocument } from '../sandbox-page';

export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/sandbox/checkout.js';
export const SANDBOX_CHECKOUT_DECISION_PATH = '/api/sandbox/checkout/:reference';

/**
 * The checkout's own look: a card form as wide as the frame it is shown in (every input on the same
 * edges, none wider than its column), unlike the other sandbox pages. The page tells its framing
 * window its height (checkout.js), so the frame fits it with no scrollbar of its own.
 */
const CHECKOUT_STYLE = `*,*::before,*::after{box-sizing:border-box}
html,body{overflow:hidden}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:4px 2px;color:#1a1a1a;background:#fff}
form{display:flex;flex-direction:column;gap:12px;width:100%;margin:0}
label{display:flex;flex-direction:column;gap:4px;font-size:14px;flex:1 1 0;min-width:0}
input{display:block;width:100%;min-width:0;font-size:16px;padding:10px;border:1px solid #c4c4c4;border-radius:6px;font-family:inherit}
input:focus{outline:2px solid #1976d2;outline-offset:0;border-color:#1976d2}
.row{display:flex;gap:12px}.amount{font-size:24px;font-weight:600;margin:0}.muted{color:#666;font-size:12px;margin:0}
.error{color:#c62828;font-size:14px;margin:0}.actions{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end}
button{font-size:15px;padding:10px 16px;border-radius:6px;border:0;background:#1976d2;color:#fff;cursor:pointer;font-family:inherit}
button:focus-visible{outline:3px solid #90caf9;outline-offset:2px}
button.secondary{background:transparent;color:#1976d2}button:disabled{opacity:.6;cursor:default}`;

/** The sandbox's hosted card checkout: amount, vendor, card form; or a note that the payment is closed. */
export function checkoutPage(input: { reference: string; token: string; amount: string; vendorName: string; open: boolean }): string {
  const reference = escapeHtml(input.reference);
  // The decision carries the page's token: only the page the checkout link opened may decide.
  const decisionUrl = `${SANDBOX_CHECKOUT_DECISION_PATH.replace(':reference', encodeURIComponent(input.reference))}?${new URLSearchParams({ [SANDBOX_LINK_TOKEN_PARAM]: input.token }).toString()}`;
  const body = input.open
    ? `<form id="checkout" novalidate data-reference="${reference}" data-message-type="${escapeHtml(SANDBOX_CHECKOUT_MESSAGE)}" data-decision-url="${escapeHtml(decisionUrl)}">
  <p class="amount">${escapeHtml(input.amount)}</p>
  <p class="muted">to ${escapeHtml(input.vendorName)} &middot; ${reference}</p>
  <label>Card number<input name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required></label>
  <div class="row">
    <label>Expiry<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></label>
    <label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></label>
  </div>
  <p id="error" class="error" role="alert" hidden></p>
  <div class="actions"><button type="button" id="cancel" class="secondary">Cancel</button><button type="submit" id="pay">Pay ${escapeHtml(input.amount)}</button></div>
  <p class="muted">Test mode: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.</p>
</form>
<script src="${SANDBOX_CHECKOUT_SCRIPT_PATH}"></script>`
    : `<p>This payment is no longer open.</p>`;
  return htmlDocument('Sandbox checkout', body, CHECKOUT_STYLE);
}
