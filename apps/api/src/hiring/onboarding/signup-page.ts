import { API_PATHS, CLIENT_ACCESS_TOKEN_KEY, PASSWORD_MIN_LENGTH } from '@portal/api-schema';
import { escapeHtml } from '../../platform/http/html';
import { htmlDocument } from '../scheduling/sandbox-scheduler-page';

export const SIGNUP_PAGE_SCRIPT_PATH = '/signup.js';
/** Where a new customer continues after signing up: the portal's onboarding wizard. */
export const AFTER_SIGNUP_PATH = '/wizard';
export const LOGIN_PAGE_PATH = '/login';

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
  return htmlDocument(
    'Create your account',
    `<main>
  <h1>Create your account</h1>
  <p class="muted">Tell us who you are; next you describe the developers you need.</p>
  ${interest}
  <form id="signup" class="form" novalidate data-signup-url="${escapeHtml(API_PATHS.signup)}" data-token-key="${escapeHtml(CLIENT_ACCESS_TOKEN_KEY)}" data-next="${escapeHtml(AFTER_SIGNUP_PATH)}">
    <input type="hidden" name="developer_interest" value="${escapeHtml(input.developerInterest ?? '')}">
    <input type="hidden" name="source" value="${escapeHtml(input.source ?? '')}">
    <div class="row">
      ${field('first_name', 'First name', 'autocomplete="given-name" required maxlength="80"')}
      ${field('last_name', 'Last name', 'autocomplete="family-name" required maxlength="80"')}
    </div>
    ${field('email', 'Work e-mail', 'type="email" autocomplete="email" required')}
    ${field('password', 'Password', `type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}"`, `At least ${PASSWORD_MIN_LENGTH} characters.`)}
    <p id="error" class="error" role="alert" hidden></p>
    <button type="submit" id="submit">Create account</button>
    <p class="muted">Already have an account? <a href="${LOGIN_PAGE_PATH}">Sign in</a></p>
  </form>
</main>
<script src="${SIGNUP_PAGE_SCRIPT_PATH}"></script>`,
  );
}

/** The sign-up page's script (the CSP allows no inline script): posts the form, shows field errors, signs in. */
export const SIGNUP_PAGE_SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('signup');
  if (!form) return;
  var submit = document.getElementById('submit');
  var errorBox = document.getElementById('error');
  var fields = ['first_name', 'last_name', 'email', 'password'];

  function clearErrors() {
    errorBox.hidden = true;
    for (var i = 0; i < fields.length; i += 1) {
      var box = document.getElementById('error-' + fields[i]);
      box.hidden = true;
      box.textContent = '';
      form.elements.namedItem(fields[i]).removeAttribute('aria-invalid');
    }
  }

  function showFieldError(property, message) {
    var box = document.getElementById('error-' + property);
    if (!box) return false;
    box.textContent = message;
    box.hidden = false;
    form.elements.namedItem(property).setAttribute('aria-invalid', 'true');
    return true;
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    var body = {};
    for (var i = 0; i < fields.length; i += 1) body[fields[i]] = form.elements.namedItem(fields[i]).value;
    var interest = form.elements.namedItem('developer_interest').value;
    var source = form.elements.namedItem('source').value;
    if (interest) body.developer_interest = interest;
    if (source) body.source = source;
    submit.disabled = true;
    fetch(form.getAttribute('data-signup-url'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
      .then(function (response) {
        return response.json().then(function (json) { return { ok: response.ok, json: json }; });
      })
      .then(function (result) {
        var data = result.json && result.json.data;
        if (result.ok && data && data.token) {
          window.localStorage.setItem(form.getAttribute('data-token-key'), data.token);
          window.location.assign(form.getAttribute('data-next'));
          return;
        }
        var errors = (data && data.errors) || [];
        var shown = false;
        var firstInvalid = null;
        for (var j = 0; j < errors.length; j += 1) {
          if (showFieldError(errors[j].property, errors[j].message)) {
            shown = true;
            if (!firstInvalid) firstInvalid = form.elements.namedItem(errors[j].property);
          }
        }
        if (firstInvalid) firstInvalid.focus();
        if (!shown) showError((data && data.message) || 'Something went wrong.');
        submit.disabled = false;
      })
      .catch(function () {
        showError('Something went wrong.');
        submit.disabled = false;
      });
  });
})();
`;
