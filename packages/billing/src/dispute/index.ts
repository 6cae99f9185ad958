// Disputing an invoice: the action and dialog, and the dispute's panel on the invoice page.
export { DisputeAction } from './dispute-action';
export { DisputePanel } from './dispute-panel';
