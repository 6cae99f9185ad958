import { PAYMENT_METHODS_PAGE } from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import { SANDBOX_LINK_TOKEN_PARAM } from '../links/sandbox-links';
import { htmlDocument } from '../sandbox-page';

export const SANDBOX_CARD_SETUP_SCRIPT_PATH = '/sandbox/card-setup.js';
export const SANDBOX_CARD_SETUP_DECISION_PATH = '/api/sandbox/card-setup/:setupId';

const CARD_SETUP_TITLE = 'Add a card';

/** A labelled input with its own error line, which the script fills from the decision's field errors. */
function field(name: string, label: string, attributes: string): string {
  return `<div class="field">
    <label for="${name}">${escapeHtml(label)}</label>
    <input id="${name}" name="${name}" ${attributes} aria-describedby="error-${name}">
    <p id="error-${name}" class="error" hidden></p>
  </div>`;
}

/**
 * The sandbox's hosted card setup page (Stripe's SetupIntent confirmation, standing in for the
 * Payment Element): a whole page the portal sends the browser to, which sends it back to the
 * payment methods page with the setup's id once a card is saved; or a note that the setup is closed.
 */
export function cardSetupPage(input: { setupId: string; token: string; open: boolean }): string {
  // The decision carries the page's token: only the page the setup link opened may save a card.
  const decisionUrl = `${SANDBOX_CARD_SETUP_DECISION_PATH.replace(':setupId', encodeURIComponent(input.setupId))}?${new URLSearchParams({ [SANDBOX_LINK_TOKEN_PARAM]: input.token }).toString()}`;
  const back = `<a href="${escapeHtml(PAYMENT_METHODS_PAGE)}">Back to payment methods</a>`;
  const body = input.open
    ? `<main>
  <h1>${CARD_SETUP_TITLE}</h1>
  <p class="muted">The card is saved for your company's invoices; nothing is charged now.</p>
  <form id="card-setup" novalidate data-decision-url="${escapeHtml(decisionUrl)}">
    ${field('card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required')}
    <div class="row">
      ${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required')}
      ${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}
    </div>
    <p id="error" class="error" role="alert" hidden></p>
    <div class="actions">${back}<button type="submit" id="save">Save card</button></div>
    <p class="muted">Test mode: 4242 4242 4242 4242 saves a card whose payments succeed, 4000 0000 0000 0341 one whose payments are declined, 4000 0000 0000 0002 is declined.</p>
  </form>
</main>
<script src="${SANDBOX_CARD_SETUP_SCRIPT_PATH}"></script>`
    : `<main>
  <h1>${CARD_SETUP_TITLE}</h1>
  <p>This card setup is no longer open. Start again from the payment methods page.</p>
  <p>${back}</p>
</main>`;
  return htmlDocument(`Sandbox: ${CARD_SETUP_TITLE}`, body);
}
