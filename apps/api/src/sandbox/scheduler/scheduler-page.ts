import { SANDBOX_SCHEDULER_PATHS } from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import { htmlDocument } from '../sandbox-page';

export const SANDBOX_SCHEDULER_SCRIPT_PATH = '/sandbox/scheduler.js';

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
  /** When the call is, as its invitation says it (UTC); the page's script shows it in the viewer's zone. */
  when: string;
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
  <p><time id="when" datetime="${input.startsAt.toISOString()}" data-ends-at="${input.endsAt.toISOString()}">${escapeHtml(input.when)}</time></p>
  <p class="muted">With ${escapeHtml(input.participants.join(', '))}</p>
  ${input.status === 'scheduled' ? '<p class="note">This is the sandbox: the video call would open here at that time.</p>' : `<p class="note">This call is ${escapeHtml(input.status)}.</p>`}
</main>
<script src="${SANDBOX_SCHEDULER_SCRIPT_PATH}"></script>`,
  );
}
