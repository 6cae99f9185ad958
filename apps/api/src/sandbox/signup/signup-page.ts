import {
  API_PATHS,
  CLIENT_ACCESS_TOKEN_KEY,
  PASSWORD_MIN_LENGTH,
  SIGNUP_CONFIRMATION_SENT_MESSAGE,
  SIGNUP_PAGE_PATH,
} from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import { htmlDocument } from '../sandbox-page';

export const SIGNUP_PAGE_SCRIPT_PATH = '/signup.js';
export const SIGNUP_CONFIRM_PAGE_SCRIPT_PATH = '/signup-confirm.js';
/** Where a new customer continues once the account is made: the portal's onboarding wizard. */
const AFTER_SIGNUP_PATH = '/wizard';
const LOGIN_PAGE_PATH = '/login';

/**
 * The portal's look, as its sign-in screens have it (the light stylesheet of the portal's ui
 * package; a test keeps the colours in step): the page stands in for the hiring site's sign-up,
 * which carries the portal's brand.
 */
const SIGNUP_PAGE_STYLE = `:root{--primary:#303f9f;--primary-dark:#1a237e;--text:#1b1f3b;--text-secondary:#4a5068;--error:#c62828;--background:#f5f6fa;--paper:#ffffff;--radius:8px}
*,*::before,*::after{box-sizing:border-box}[hidden]{display:none!important}
body{margin:0;color:var(--text);background:var(--background);font-family:Inter,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}
.page{display:flex;flex-direction:column;min-height:100vh;padding:24px}
.logo{display:inline-flex;align-items:center;gap:8px;align-self:flex-start}
.logo svg{color:var(--primary);flex-shrink:0}.logo span{font-size:.9375rem;font-weight:700;line-height:1.6;white-space:nowrap}
main{flex:1;display:flex;flex-direction:column;justify-content:center;gap:20px;width:100%;max-width:420px;margin:0 auto;padding:32px 0}
h1{margin:0;font-size:1.75rem;font-weight:600;line-height:1.25}
.lead{margin:0;color:var(--text-secondary)}.muted{margin:0;color:var(--text-secondary);font-size:.875rem;line-height:1.43}
.note{margin:0;padding:14px 16px;border-radius:var(--radius);background:#e8eaf6;font-size:.875rem}
.booked{margin:0;padding:14px 16px;border-radius:var(--radius);background:#ecf5ec;color:#1a4a1d;font-size:.875rem}
.alert{margin:0;padding:14px 16px;border-radius:var(--radius);background:#fbeaea;color:#5f1616;font-size:.875rem}
form{display:flex;flex-direction:column;gap:20px}.row{display:flex;flex-wrap:wrap;gap:16px}
.field{display:flex;flex-direction:column;gap:6px;flex:1;min-width:150px}
label{font-size:.875rem;font-weight:600;color:var(--text-secondary)}
input{width:100%;padding:14px;border:1px solid rgba(0,0,0,.23);border-radius:var(--radius);background:var(--paper);color:inherit;font:inherit;font-size:1rem}
input:hover{border-color:var(--text)}input:focus{outline:0;border-color:var(--primary);box-shadow:inset 0 0 0 1px var(--primary)}
input[aria-invalid="true"]{border-color:var(--error)}
.error{margin:0 14px;color:var(--error);font-size:.75rem;line-height:1.66}
button{width:100%;padding:8px 22px;border:0;border-radius:var(--radius);background:var(--primary);color:#fff;font:inherit;font-size:.9375rem;font-weight:600;line-height:1.75;cursor:pointer}
button:hover{background:var(--primary-dark)}button:disabled{background:rgba(0,0,0,.12);color:rgba(0,0,0,.38);cursor:default}
a{color:var(--primary);text-underline-offset:2px}
a:focus-visible,button:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
@media (min-width:600px){.page{padding:40px 48px}}`;

/** The portal's logo: its mark and name, as on its sign-in screens. */
const LOGO = `<span class="logo"><svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="currentColor"/><path d="M9 21.5 14 10h4l5 11.5h-3.6l-1-2.5h-4.8l-1 2.5zm5.6-5.4h2.8L16 12.6z" fill="#fff"/></svg><span>Client Portal</span></span>`;

/** A page of the portal's sign-up: the logo above the content, in the portal's look. */
function signupDocument(title: string, main: string, script: string): string {
  return htmlDocument(title, `<div class="page">\n  ${LOGO}\n  ${main}\n</div>\n<script src="${script}"></script>`, SIGNUP_PAGE_STYLE);
}

export interface SignupPageInput {
  developerInterest: string | null;
  source: string | null;
}

function field(name: string, label: string, attributes: string, hint?: string): string {
  const describedBy = [hint ? `hint-${name}` : null, `error-${name}`].filter(Boolean).join(' ');
  return `<div class="field">
    <label for="${name}">${escapeHtml(label)}</label>
    <input id="${name}" name="${name}" ${attributes} aria-describedby="${describedBy}">
    ${hint ? `<p id="hint-${name}" class="muted">${escapeHtml(hint)}</p>` : ''}
    <p id="error-${name}" class="error" hidden></p>
  </div>`;
}

/** The sign-up page `/register` leads to by default: a new customer's account, then the wizard. */
export function signupPage(input: SignupPageInput): string {
  const interest = input.developerInterest
    ? `<p class="note">You are looking for: <strong>${escapeHtml(input.developerInterest)}</strong></p>`
    : '';
  return signupDocument(
    'Create your account',
    `<main>
  <h1>Create your account</h1>
  <p class="lead">Tell us who you are; next you describe the developers you need.</p>
  ${interest}
  <p id="sent" class="booked" role="status" hidden>${escapeHtml(SIGNUP_CONFIRMATION_SENT_MESSAGE)}</p>
  <form id="signup" class="form" novalidate data-signup-url="${escapeHtml(API_PATHS.signup)}">
    <input type="hidden" name="developer_interest" value="${escapeHtml(input.developerInterest ?? '')}">
    <input type="hidden" name="source" value="${escapeHtml(input.source ?? '')}">
    <div class="row">
      ${field('first_name', 'First name', 'autocomplete="given-name" required maxlength="80"')}
      ${field('last_name', 'Last name', 'autocomplete="family-name" required maxlength="80"')}
    </div>
    ${field('email', 'Work e-mail', 'type="email" autocomplete="email" required')}
    ${field('password', 'Password', `type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}"`, `At least ${PASSWORD_MIN_LENGTH} characters.`)}
    <p id="error" class="alert" role="alert" hidden></p>
    <button type="submit" id="submit">Create account</button>
    <p class="muted">Already have an account? <a href="${LOGIN_PAGE_PATH}">Sign in</a></p>
  </form>
</main>`,
    SIGNUP_PAGE_SCRIPT_PATH,
  );
}

/**
 * The page the link e-mailed at sign-up opens: the password chosen at sign-up once more, then the
 * account is made and signed in, and the new customer goes on to the wizard as the portal's own
 * sign-in would: the session's token where the portal reads it.
 */
export function signupConfirmPage(input: { token: string }): string {
  return signupDocument(
    'Confirm your e-mail address',
    `<main>
  <h1>Confirm your e-mail address</h1>
  <p class="lead">Enter the password you chose when you signed up to create your account.</p>
  <form id="signup-confirm" class="form" novalidate data-confirm-url="${escapeHtml(API_PATHS.signupConfirm)}" data-token-key="${escapeHtml(CLIENT_ACCESS_TOKEN_KEY)}" data-next="${escapeHtml(AFTER_SIGNUP_PATH)}">
    <input type="hidden" name="token" value="${escapeHtml(input.token)}">
    ${field('password', 'Password', 'type="password" autocomplete="current-password" required')}
    <p id="error" class="alert" role="alert" hidden></p>
    <button type="submit" id="submit">Create my account</button>
    <p class="muted">Link expired? <a href="${escapeHtml(SIGNUP_PAGE_PATH)}">Sign up again</a> or <a href="${LOGIN_PAGE_PATH}">sign in</a>.</p>
  </form>
</main>`,
    SIGNUP_CONFIRM_PAGE_SCRIPT_PATH,
  );
}
