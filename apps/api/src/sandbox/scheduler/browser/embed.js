// Stands in for HubSpot's MeetingsEmbedCode.js: fills every `.meetings-iframe-container` that has a
// `data-src` and no frame yet with a frame of that page. Safe to run more than once.
(function () {
  'use strict';
  var containers = document.querySelectorAll('.meetings-iframe-container[data-src]');
  for (var i = 0; i < containers.length; i += 1) {
    var container = containers[i];
    if (container.querySelector('iframe')) continue;
    var frame = document.createElement('iframe');
    frame.src = container.getAttribute('data-src');
    frame.title = 'Meeting scheduler';
    frame.width = '100%';
    frame.height = '640';
    frame.style.border = '0';
    frame.style.width = '100%';
    frame.style.minHeight = '640px';
    container.appendChild(frame);
  }
})();
