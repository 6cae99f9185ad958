import { SANDBOX_SCHEDULER_PATHS } from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import { formatUtcSlot } from './booking-email';

export const SANDBOX_SCHEDULER_SCRIPT_PATH = '/sandbox/scheduler.js';

/** The page's look, shared with the sandbox checkout and the sign-up page. */
export const SANDBOX_PAGE_STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:16px;color:#1a1a1a;background:#fff}
main{display:flex;flex-direction:column;gap:12px;max-width:560px;margin:0 auto}
h1{font-size:20px;margin:0}h2{font-size:15px;margin:12px 0 6px}
.muted{color:#666;font-size:13px;margin:0}.error{color:#c62828;font-size:14px;margin:0}
.note{background:#fff8e1;border-radius:6px;padding:8px 12px;font-size:14px;margin:0}
.booked{background:#e8f5e9;color:#1b5e20;border-radius:6px;padding:8px 12px;font-size:15px;margin:0}
.specialist{display:flex;gap:12px;align-items:center}
.avatar{width:48px;height:48px;border-radius:50%;background:#1976d2;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:600;object-fit:cover}
.slots{display:flex;flex-wrap:wrap;gap:8px}
.actions{display:flex;gap:8px;align-items:center;justify-content:space-between;position:sticky;bottom:0;background:#fff;padding:8px 0}
button{font-size:15px;padding:10px 16px;border-radius:6px;border:0;background:#1976d2;color:#fff;cursor:pointer}
button.slot{background:#fff;color:#1976d2;border:1px solid #1976d2;padding:8px 12px}
button.slot[aria-pressed="true"]{background:#1976d2;color:#fff}
button:focus-visible{outline:3px solid #90caf9;outline-offset:2px}
button:disabled{opacity:.5;cursor:default}
form{display:flex;flex-direction:column;gap:12px}.field{display:flex;flex-direction:column;gap:4px;flex:1;min-width:180px}
label{font-size:14px}input{font-size:16px;padding:10px;border:1px solid #c4c4c4;border-radius:6px}
input:focus{outline:2px solid #1976d2;border-color:#1976d2}input[aria-invalid="true"]{border-color:#c62828}
.row{display:flex;gap:12px;flex-wrap:wrap}a{color:#1976d2}`;

export type SchedulerPageState =
  | { kind: 'open'; ticket: string }
  | { kind: 'no_ticket' }
  | { kind: 'invalid_ticket' }
  | { kind: 'booked'; ticket: string; startsAt: Date };

export interface SchedulerPageInput {
  specialist: { name: string; title: string; photo: string | null };
  slots: Date[];
  durationMs: number;
  state: SchedulerPageState;
}

const NOTES: Record<SchedulerPageState['kind'], string | null> = {
  open: null,
  no_ticket: 'Open this page from the client portal to book a call. Here you can see the free times.',
  invalid_ticket: 'This booking link is no longer valid. Please open the scheduler from the client portal again.',
  booked: null,
};

export function htmlDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${SANDBOX_PAGE_STYLE}
</style></head><body>
${body}
</body></html>`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

function avatar(specialist: SchedulerPageInput['specialist']): string {
  // Only pictures of this origin: the CSP allows no others.
  if (specialist.photo?.startsWith('/') && !specialist.photo.startsWith('//')) {
    return `<img class="avatar" src="${escapeHtml(specialist.photo)}" alt="">`;
  }
  return `<span class="avatar" aria-hidden="true">${escapeHtml(initials(specialist.name))}</span>`;
}

/** A specialist's booking page: who, the free half-hour slots, Confirm. */
export function schedulerPage(input: SchedulerPageInput): string {
  const { specialist, state } = input;
  const ticket = state.kind === 'open' || state.kind === 'booked' ? state.ticket : '';
  const note = NOTES[state.kind];
  const attributes = [
    `id="scheduler"`,
    `data-state="${state.kind}"`,
    `data-ticket="${escapeHtml(ticket)}"`,
    `data-book-url="${escapeHtml(SANDBOX_SCHEDULER_PATHS.book)}"`,
    `data-duration-ms="${input.durationMs}"`,
    `data-organizer="${escapeHtml(specialist.name)}"`,
    `data-slots="${escapeHtml(JSON.stringify(input.slots.map((slot) => slot.toISOString())))}"`,
    ...(state.kind === 'booked' ? [`data-booked-at="${state.startsAt.toISOString()}"`] : []),
  ];
  return htmlDocument(
    `Book a call with ${specialist.name}`,
    `<main ${attributes.join(' ')}>
  <div class="specialist">${avatar(specialist)}<div><h1>${escapeHtml(specialist.name)}</h1><p class="muted">${escapeHtml(specialist.title)}</p></div></div>
  <p class="muted">${Math.round(input.durationMs / 60_000)}-minute video call. Times are shown in <span id="zone">your time zone</span>.</p>
  ${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}
  <div id="days" role="group" aria-label="Free times"></div>
  <p id="error" class="error" role="alert" hidden></p>
  <p id="booked" class="booked" role="status" hidden></p>
  <div class="actions"><p id="chosen" class="muted" aria-live="polite"></p><button type="button" id="confirm" disabled>Confirm</button></div>
</main>
<script src="${SANDBOX_SCHEDULER_SCRIPT_PATH}"></script>`,
  );
}

export interface CallPageInput {
  title: string;
  startsAt: Date;
  endsAt: Date;
  participants: string[];
  status: string;
}

/** Stands in for the video call of a sandbox meeting: what, when and with whom. */
export function callPage(input: CallPageInput): string {
  return htmlDocument(
    input.title,
    `<main>
  <h1>${escapeHtml(input.title)}</h1>
  <p>${escapeHtml(formatUtcSlot(input.startsAt, input.endsAt))}</p>
  <p class="muted">With ${escapeHtml(input.participants.join(', '))}</p>
  ${input.status === 'scheduled' ? '<p class="note">This is the sandbox: the video call would open here at that time.</p>' : `<p class="note">This call is ${escapeHtml(input.status)}.</p>`}
</main>`,
  );
}
