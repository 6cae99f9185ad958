// The sign-up page's script (the CSP allows no inline script): posts the form, shows field errors,
// and once it is taken says that a link went to the address (the link's page makes the account).
/* global sandboxPostJson */
(function () {
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
    sandboxPostJson(form.getAttribute('data-signup-url'), body)
      .then(function (result) {
        var data = result.json && result.json.data;
        if (result.ok && data && data.status === 'confirmation_sent') {
          var sent = document.getElementById('sent');
          form.hidden = true;
          sent.hidden = false;
          sent.setAttribute('tabindex', '-1');
          sent.focus();
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
