// What the scripts of the sandbox's own pages share, put before each page's script in the file the
// page loads (sandbox-page.ts), so that a page still loads one script of this origin.
/* exported sandboxPostJson, sandboxRefusalMessage */

/** Posts `body` as JSON to this origin; resolves to the answer's `ok`, `status` and parsed body. */
function sandboxPostJson(url, body) {
  'use strict';
  return fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(function (response) {
    return response.json().then(function (json) {
      return { ok: response.ok, status: response.status, json: json };
    });
  });
}

/** What to show for a refused request: its first field error, else its message. */
function sandboxRefusalMessage(json) {
  'use strict';
  var data = json && json.data;
  var first = data && data.errors && data.errors[0];
  return (first && first.message) || (data && data.message) || 'Something went wrong.';
}
