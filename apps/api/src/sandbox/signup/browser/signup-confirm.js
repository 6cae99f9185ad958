// The script of the page the sign-up link opens (the CSP allows no inline script): posts the link's
// token with the password, shows what went wrong, or keeps the session's token where the portal
// reads it and goes on to the onboarding wizard.
/* global sandboxPostJson, sandboxRefusalMessage */
(function () {
  'use strict';
  var form = document.getElementById('signup-confirm');
  if (!form) return;
  var submit = document.getElementById('submit');
  var errorBox = document.getElementById('error');
  var password = form.elements.namedItem('password');
  var passwordError = document.getElementById('error-password');

  function clearErrors() {
    errorBox.hidden = true;
    passwordError.hidden = true;
    passwordError.textContent = '';
    password.removeAttribute('aria-invalid');
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    submit.disabled = true;
    sandboxPostJson(form.getAttribute('data-confirm-url'), { token: form.elements.namedItem('token').value, password: password.value })
      .then(function (result) {
        var data = result.json && result.json.data;
        if (result.ok && data && data.token) {
          window.localStorage.setItem(form.getAttribute('data-token-key'), data.token);
          window.location.assign(form.getAttribute('data-next'));
          return;
        }
        var errors = (data && data.errors) || [];
        var shown = false;
        for (var i = 0; i < errors.length; i += 1) {
          if (errors[i].property === 'password') {
            passwordError.textContent = errors[i].message;
            passwordError.hidden = false;
            password.setAttribute('aria-invalid', 'true');
            password.focus();
            shown = true;
          }
        }
        if (!shown) showError(sandboxRefusalMessage(result.json));
        submit.disabled = false;
      })
      .catch(function () {
        showError('Something went wrong.');
        submit.disabled = false;
      });
  });
})();
