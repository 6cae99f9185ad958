// The sandbox booking page's script, served from the API's origin (the CSP allows no inline
// script); the sandbox call page uses it too, for its time. Shows the free slots in the browser's
// time zone (the viewer's, named), books the chosen one through the API,
// then tells the framing portal the way HubSpot's embed does: `meetingBookSucceeded` is HubSpot's
// message name, MEETING_BOOKED_MESSAGE of the API schema, which the portal listens for.
/* global sandboxPostJson, sandboxRefusalMessage */
(function () {
  'use strict';
  // Formats without a time zone use the browser's own: the viewer's, wherever the server is.
  var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  /** 'Eastern Standard Time (America/New York)': the zone by its name and by its place. */
  function zoneName(at) {
    var parts = new Intl.DateTimeFormat(undefined, { timeZoneName: 'long' }).formatToParts(at);
    var long = '';
    for (var i = 0; i < parts.length; i += 1) if (parts[i].type === 'timeZoneName') long = parts[i].value;
    var place = zone ? zone.replace(/_/g, ' ') : '';
    if (long && place && long !== place) return long + ' (' + place + ')';
    return long || place || 'your time zone';
  }

  // The call page: its time, written in UTC by the server, shown in the viewer's zone instead.
  function localiseCallTime() {
    var when = document.getElementById('when');
    if (!when) return;
    var start = new Date(when.getAttribute('datetime'));
    var end = new Date(when.getAttribute('data-ends-at'));
    if (isNaN(start.getTime()) || isNaN(end.getTime())) return;
    var day = new Intl.DateTimeFormat(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    var time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
    when.textContent = day.format(start) + ', ' + time.format(start) + ' - ' + time.format(end) + ' ' + zoneName(start);
  }

  var root = document.getElementById('scheduler');
  if (!root) {
    localiseCallTime();
    return;
  }
  var state = root.getAttribute('data-state');
  var ticket = root.getAttribute('data-ticket') || '';
  var bookUrl = root.getAttribute('data-book-url');
  var durationMs = Number(root.getAttribute('data-duration-ms'));
  var organizer = root.getAttribute('data-organizer');
  var slots = JSON.parse(root.getAttribute('data-slots') || '[]');
  var days = document.getElementById('days');
  var confirmButton = document.getElementById('confirm');
  var chosenText = document.getElementById('chosen');
  var errorBox = document.getElementById('error');
  var bookedBox = document.getElementById('booked');
  var zoneText = document.getElementById('zone');
  var selected = null;
  var busy = false;

  var dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
  var timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  var zonedTimeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  zoneText.textContent = zoneName(slots.length ? new Date(slots[0]) : new Date());
  root.setAttribute('data-time-zone', zone || '');

  /** 'Monday, November 30, 9:00 AM EST': the day and the time with its zone. */
  function describe(iso) {
    var date = new Date(iso);
    return dayFormat.format(date) + ', ' + zonedTimeFormat.format(date);
  }

  function tellParent(startsAt) {
    if (!window.parent || window.parent === window) return;
    window.parent.postMessage(
      {
        meetingBookSucceeded: true,
        meetingsPayload: {
          bookingResponse: {
            event: { dateString: startsAt, duration: durationMs },
            postResponse: { organizer: { name: organizer } },
          },
        },
        ticket: ticket,
      },
      window.location.origin,
    );
  }

  function showBooked(startsAt) {
    bookedBox.textContent = 'Booked: ' + describe(startsAt) + '. You will receive a calendar invitation by e-mail.';
    bookedBox.hidden = false;
    confirmButton.disabled = true;
    var buttons = days.querySelectorAll('button');
    for (var i = 0; i < buttons.length; i += 1) buttons[i].disabled = true;
  }

  function choose(button) {
    if (selected) selected.setAttribute('aria-pressed', 'false');
    selected = button;
    button.setAttribute('aria-pressed', 'true');
    chosenText.textContent = describe(button.getAttribute('data-start'));
    confirmButton.disabled = false;
  }

  function render() {
    var groups = {};
    var order = [];
    for (var i = 0; i < slots.length; i += 1) {
      var key = dayFormat.format(new Date(slots[i]));
      if (!groups[key]) {
        groups[key] = [];
        order.push(key);
      }
      groups[key].push(slots[i]);
    }
    if (!order.length) {
      var none = document.createElement('p');
      none.className = 'muted';
      none.textContent = 'No free times in the next days.';
      days.appendChild(none);
    }
    for (var j = 0; j < order.length; j += 1) {
      var section = document.createElement('section');
      var heading = document.createElement('h2');
      heading.textContent = order[j];
      section.appendChild(heading);
      var list = document.createElement('div');
      list.className = 'slots';
      for (var k = 0; k < groups[order[j]].length; k += 1) {
        var iso = groups[order[j]][k];
        var button = document.createElement('button');
        button.type = 'button';
        button.className = 'slot';
        button.setAttribute('data-start', iso);
        button.setAttribute('aria-pressed', 'false');
        button.textContent = timeFormat.format(new Date(iso));
        button.setAttribute('aria-label', describe(iso));
        button.disabled = state !== 'open';
        button.addEventListener('click', function (event) {
          choose(event.currentTarget);
        });
        list.appendChild(button);
      }
      section.appendChild(list);
      days.appendChild(section);
    }
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
  }

  confirmButton.addEventListener('click', function () {
    if (!selected || busy) return;
    busy = true;
    confirmButton.disabled = true;
    errorBox.hidden = true;
    var startsAt = selected.getAttribute('data-start');
    sandboxPostJson(bookUrl, { ticket: ticket, starts_at: startsAt })
      .then(function (result) {
        if (result.ok) {
          state = 'booked';
          showBooked(result.json.starts_at);
          tellParent(result.json.starts_at);
          return;
        }
        showError(sandboxRefusalMessage(result.json));
        if (result.status === 409 && selected) {
          selected.disabled = true;
          selected.setAttribute('aria-pressed', 'false');
          selected = null;
          chosenText.textContent = '';
        } else {
          confirmButton.disabled = false;
        }
      })
      .catch(function () {
        showError('Something went wrong.');
        confirmButton.disabled = false;
      })
      .then(function () {
        busy = false;
      });
  });

  render();
  var bookedAt = root.getAttribute('data-booked-at');
  if (state === 'booked' && bookedAt) {
    showBooked(bookedAt);
    tellParent(bookedAt);
  }
})();
