// The sandbox card setup page's script, served from the API's own origin because the CSP allows no
// inline script: posts the card to the setup's decision URL, shows a decline or each field's error
// beside it, and once the card is saved sends the browser back to the portal's payment methods page.
/* global sandboxPostJson, sandboxRefusalMessage */
(function () {
  'use strict';
  var form = document.getElementById('card-setup');
  if (!form) return;
  var decisionUrl = form.getAttribute('data-decision-url');
  var errorBox = document.getElementById('error');
  var saveButton = document.getElementById('save');
  var FIELDS = ['card_number', 'expiry', 'cvc'];

  function fieldError(name) {
    return document.getElementById('error-' + name);
  }

  function clearErrors() {
    errorBox.hidden = true;
    errorBox.textContent = '';
    FIELDS.forEach(function (name) {
      var box = fieldError(name);
      box.hidden = true;
      box.textContent = '';
      form.elements.namedItem(name).removeAttribute('aria-invalid');
    });
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  /** Shows each field's error beside it and focuses the first; false when none names a field. */
  function showFieldErrors(json) {
    var errors = (json && json.data && json.data.errors) || [];
    var first = null;
    errors.forEach(function (error) {
      if (FIELDS.indexOf(error.property) === -1) return;
      var box = fieldError(error.property);
      box.textContent = error.message;
      box.hidden = false;
      var input = form.elements.namedItem(error.property);
      input.setAttribute('aria-invalid', 'true');
      if (!first) first = input;
    });
    if (first) first.focus();
    return first !== null;
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    saveButton.disabled = true;
    sandboxPostJson(decisionUrl, {
      card_number: form.elements.namedItem('card_number').value,
      expiry: form.elements.namedItem('expiry').value,
      cvc: form.elements.namedItem('cvc').value,
    })
      .then(function (result) {
        if (result.ok && result.json.status === 'succeeded') {
          window.location.assign(result.json.return_url);
          return;
        }
        if (result.ok) showError(result.json.message);
        else if (!showFieldErrors(result.json)) showError(sandboxRefusalMessage(result.json));
        saveButton.disabled = false;
      })
      .catch(function () {
        showError('Something went wrong.');
        saveButton.disabled = false;
      });
  });
})();
