// The sandbox checkout page's script, served from the API's own origin because the CSP allows no
// inline script. The page may only be framed by the same origin, so that origin is the portal's.
/* global sandboxPostJson, sandboxRefusalMessage */
(function () {
  'use strict';
  var form = document.getElementById('checkout');
  if (!form) return;
  var reference = form.getAttribute('data-reference');
  var messageType = form.getAttribute('data-message-type');
  var decisionUrl = form.getAttribute('data-decision-url');
  var errorBox = document.getElementById('error');
  var payButton = document.getElementById('pay');
  var cancelButton = document.getElementById('cancel');

  function tell(status, paymentIntentId) {
    if (window.parent && window.parent !== window) {
      window.parent.postMessage(
        { type: messageType, reference: reference, status: status, paymentIntentId: paymentIntentId },
        window.location.origin,
      );
    }
  }

  // The framing window sizes the frame to the page, so the page never scrolls inside it.
  var lastHeight = 0;
  function tellHeight() {
    var height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === lastHeight || !window.parent || window.parent === window) return;
    lastHeight = height;
    window.parent.postMessage({ type: messageType, reference: reference, height: height }, window.location.origin);
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(tellHeight).observe(document.body);
  tellHeight();

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  function decide(body) {
    payButton.disabled = true;
    cancelButton.disabled = true;
    errorBox.hidden = true;
    return sandboxPostJson(decisionUrl, body)
      .then(function (result) {
        if (result.ok) {
          if (result.json.status === 'failed' && result.json.message) showError(result.json.message);
          tell(result.json.status, result.json.paymentIntentId);
          return;
        }
        showError(sandboxRefusalMessage(result.json));
      })
      .catch(function () {
        showError('Something went wrong.');
      })
      .then(function () {
        payButton.disabled = false;
        cancelButton.disabled = false;
      });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    decide({
      action: 'pay',
      card_number: form.elements.namedItem('card_number').value,
      expiry: form.elements.namedItem('expiry').value,
      cvc: form.elements.namedItem('cvc').value,
    });
  });
  cancelButton.addEventListener('click', function () {
    decide({ action: 'cancel' });
  });
})();
