// The lock console's live cards, served by the module (no build step, no inline script).
// Loaded by pages about an account (its <script> tag carries the account's stream in data-live). When the page
// shows locks (elements with data-lock-id, or the cards' id="lock-<id>"), it listens to the stream (Server-Sent
// Events) and, when a lock changes, fetches that lock's card (or list row, or the element's data-live-fragment)
// again and puts it in place:
// - focus is kept: a control focused in the old card is focused again in the new one (the same action button,
//   link or field), else the new card itself; focus never moves when it was elsewhere;
// - a card busy with an action, or a page with a dialog open, is updated once they are done;
// - a changed state is announced politely (a status region: "<lock>: <state>");
// - a page hidden for a minute closes its stream and, shown again, refreshes its locks and listens again; after
//   the stream dropped (not ended on purpose by the server) the locks are refreshed too.
// Without this script (or without EventSource) the page is as it was: reload to see changes.
(function () {
  'use strict';

  var script = document.currentScript;
  var streamUrl = script && script.getAttribute('data-live');
  if (!streamUrl || typeof window.EventSource !== 'function' || typeof window.fetch !== 'function') return;
  var accountUrl = streamUrl.replace(/\/live$/, '');
  var PARTIAL_HEADER = 'X-Console-Partial';
  var ITEMS = '[data-lock-id], .lock-card[id^="lock-"]';
  var RETRY_BUSY_MS = 1000;
  var HIDDEN_GRACE_MS = 60000;

  var source = null;
  var announcer = null;
  var running = {};
  var again = {};

  function lockIdOf(element) {
    var id = element.getAttribute('data-lock-id');
    if (id) return id;
    var match = /^lock-(\d+)$/.exec(element.id || '');
    return match ? match[1] : null;
  }

  function itemsOf(lockId) {
    var found = [];
    document.querySelectorAll(ITEMS).forEach(function (element) {
      if (lockIdOf(element) === lockId) found.push(element);
    });
    return found;
  }

  /**
   * Where the element is answered as the lock is now: its data-live-fragment, else the lock's row (a list row) or
   * card, with the page its plain action form returns to (?back=), so the new one returns there too.
   */
  function fragmentUrlOf(element, lockId) {
    var given = element.getAttribute('data-live-fragment');
    if (given) return given;
    var url =
      accountUrl + '/locks/' + encodeURIComponent(lockId) + (element.tagName === 'TR' ? '/row' : '/card');
    var back = element.querySelector('input[name="back"]');
    return back && back.value ? url + '?back=' + encodeURIComponent(back.value) : url;
  }

  function fragmentOf(text) {
    var template = document.createElement('template');
    template.innerHTML = text.trim();
    return template.content.firstElementChild;
  }

  /** What identifies a control across two renderings of the same card. */
  function keyOf(control) {
    if (!control || !control.tagName) return null;
    return {
      tag: control.tagName,
      action: control.getAttribute('data-action'),
      formAction: control.getAttribute('formaction'),
      href: control.getAttribute('href'),
      name: control.getAttribute('name'),
    };
  }

  function sameControlIn(element, key) {
    if (!key) return null;
    var candidates = element.querySelectorAll(key.tag);
    for (var i = 0; i < candidates.length; i += 1) {
      var candidate = candidates[i];
      if (
        candidate.getAttribute('data-action') === key.action &&
        candidate.getAttribute('formaction') === key.formAction &&
        candidate.getAttribute('href') === key.href &&
        candidate.getAttribute('name') === key.name
      ) {
        return candidate;
      }
    }
    return null;
  }

  function focusRegion(element) {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }

  /** The state a card shows, without its hidden label: "Locked". */
  function stateOf(element) {
    var badge =
      element.querySelector('.state') || (element.tagName === 'TR' ? element.querySelector('td') : null);
    if (!badge) return '';
    var copy = badge.cloneNode(true);
    copy.querySelectorAll('.visually-hidden').forEach(function (hidden) {
      hidden.remove();
    });
    return copy.textContent.replace(/\s+/g, ' ').trim();
  }

  function nameOf(element) {
    var heading = element.querySelector('[data-lock-name], h2, h3, th');
    return heading ? heading.textContent.replace(/\s+/g, ' ').trim() : '';
  }

  function announce(text) {
    if (!announcer) {
      announcer = document.createElement('div');
      announcer.className = 'visually-hidden';
      announcer.setAttribute('role', 'status');
      announcer.setAttribute('aria-live', 'polite');
      announcer.setAttribute('data-live-announcer', '');
      // Inside the page's main landmark, where every other line of the page is.
      (document.querySelector('main') || document.body).append(announcer);
    }
    announcer.textContent = text;
  }

  function busy(element) {
    return element.getAttribute('aria-busy') === 'true' || document.querySelector('dialog[open]') !== null;
  }

  function swap(element, replacement) {
    // What the old card said after an action stays, unless the new one says something itself.
    var oldFeedback = element.querySelector('.feedback');
    var newFeedback = replacement.querySelector('.feedback');
    if (oldFeedback && newFeedback && !newFeedback.childElementCount && oldFeedback.childElementCount) {
      newFeedback.replaceChildren.apply(newFeedback, Array.prototype.slice.call(oldFeedback.childNodes));
    }
    var active = document.activeElement;
    var hadFocus = active !== null && element.contains(active);
    var key = hadFocus && active !== element ? keyOf(active) : null;
    var before = stateOf(element);
    element.replaceWith(replacement);
    if (hadFocus) {
      var control = sameControlIn(replacement, key);
      if (control) control.focus();
      else focusRegion(replacement);
    }
    var after = stateOf(replacement);
    if (after && after !== before) announce(nameOf(replacement) + ': ' + after);
  }

  /** Fetches the lock's items again, one fetch per lock at a time; an event meanwhile fetches once more after. */
  function refresh(lockId) {
    if (running[lockId]) {
      again[lockId] = true;
      return;
    }
    var items = itemsOf(lockId);
    if (!items.length) return;
    if (items.some(busy)) {
      window.setTimeout(function () {
        refresh(lockId);
      }, RETRY_BUSY_MS);
      return;
    }
    running[lockId] = true;
    Promise.all(
      items.map(function (element) {
        return fetch(fragmentUrlOf(element, lockId), {
          headers: { [PARTIAL_HEADER]: '1' },
          credentials: 'same-origin',
        })
          .then(function (response) {
            return response.ok ? response.text() : null;
          })
          .then(function (text) {
            var replacement = text && fragmentOf(text);
            if (replacement && element.isConnected) swap(element, replacement);
          });
      }),
    )
      .catch(function () {
        // No answer: the card stays as it was until the next event or a reload.
      })
      .then(function () {
        running[lockId] = false;
        if (again[lockId]) {
          again[lockId] = false;
          refresh(lockId);
        }
      });
  }

  /**
   * Listens to the stream. The browser opens it again by itself when it drops; after a drop the page may have
   * missed events, so its locks are fetched again, except when the server said it ends the stream on purpose
   * (`renew`, every few minutes, so the sign-in is checked again).
   */
  function listen() {
    if (source) return;
    var opened = false;
    var renewing = false;
    source = new window.EventSource(streamUrl);
    source.addEventListener('open', function () {
      if (opened && !renewing) refreshAll();
      opened = true;
      renewing = false;
    });
    source.addEventListener('renew', function () {
      renewing = true;
    });
    source.addEventListener('lock', function (event) {
      var data;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      if (data && /^\d+$/.test(String(data.smartlockId))) refresh(String(data.smartlockId));
    });
  }

  function stop() {
    window.clearTimeout(hiding);
    if (source) source.close();
    source = null;
  }

  function refreshAll() {
    var seen = {};
    document.querySelectorAll(ITEMS).forEach(function (element) {
      var lockId = lockIdOf(element);
      if (lockId && !seen[lockId]) {
        seen[lockId] = true;
        refresh(lockId);
      }
    });
  }

  if (!document.querySelector(ITEMS)) return;
  listen();
  // A tab hidden for a minute lets go of its stream (a browser has few connections per host); shown again, it
  // fetches its locks and listens again.
  var hiding = 0;
  document.addEventListener('visibilitychange', function () {
    window.clearTimeout(hiding);
    if (document.visibilityState === 'hidden') {
      hiding = window.setTimeout(stop, HIDDEN_GRACE_MS);
      return;
    }
    if (!source) {
      listen();
      refreshAll();
    }
  });
  window.addEventListener('pagehide', stop);
})();
