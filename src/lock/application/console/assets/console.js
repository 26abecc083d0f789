// The lock console's progressive enhancement, served by the module (no build step, no inline script).
// Without it every page and form works as plain HTML; with it:
// - a form with data-partial="#id" is sent in the background and its answer replaces the element #id in place,
//   and focus stays where the operator acted: on the same button in the new element, else on the element itself;
//   an error answer is shown in the element's feedback area instead, and focus goes to that line; when no answer
//   comes, the body's data-network-error text is shown there, and the form is never sent again by itself;
// - a select with data-autosubmit submits its form when it changes.
(function () {
  'use strict';
  document.documentElement.classList.replace('no-js', 'js');

  var PARTIAL_HEADER = 'X-Console-Partial';

  function fragmentOf(text) {
    var template = document.createElement('template');
    template.innerHTML = text.trim();
    return template.content.firstElementChild;
  }

  /** Focuses an element that is not a control (a card, a feedback line) without making it a tab stop. */
  function focusRegion(element) {
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }

  /** A feedback line: an error paragraph with the text. */
  function errorLine(text) {
    var line = document.createElement('p');
    line.className = 'flash flash-error';
    line.setAttribute('role', 'alert');
    line.textContent = text;
    return line;
  }

  /** Shows a line in the element's feedback area (or the element) and puts focus on it. */
  function showFeedback(target, line) {
    (target.querySelector('.feedback') || target).replaceChildren(line);
    focusRegion(line);
  }

  /** The button in `element` that does what `button` did (same form action and value), if there still is one. */
  function sameButtonIn(element, button) {
    if (!button || !button.form) return null;
    var candidates = element.querySelectorAll('button');
    for (var i = 0; i < candidates.length; i += 1) {
      var candidate = candidates[i];
      if (
        candidate.form &&
        candidate.form.action === button.form.action &&
        candidate.value === button.value
      ) {
        return candidate;
      }
    }
    return null;
  }

  function setDisabled(buttons, disabled) {
    buttons.forEach(function (button) {
      button.disabled = disabled;
    });
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    var selector = form.getAttribute('data-partial');
    if (!selector) return;
    var target = document.querySelector(selector);
    if (!target) return;
    event.preventDefault();
    var pressed = event.submitter || form.querySelector('button');
    var buttons = form.querySelectorAll('button');
    setDisabled(buttons, true);
    target.setAttribute('aria-busy', 'true');
    fetch(event.submitter ? event.submitter.formAction : form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form)),
      headers: { [PARTIAL_HEADER]: '1' },
      credentials: 'same-origin',
    })
      .then(function (response) {
        return response.text().then(function (text) {
          target.removeAttribute('aria-busy');
          setDisabled(buttons, false);
          if (!response.ok) return showFeedback(target, fragmentOf(text) || errorLine(text));
          var replacement = fragmentOf(text);
          if (!replacement) return;
          target.replaceWith(replacement);
          var again = sameButtonIn(replacement, pressed);
          if (again) again.focus();
          else focusRegion(replacement);
        });
      })
      .catch(function () {
        // No answer came: say so, and never send the form again by itself (an unlock may have gone through).
        target.removeAttribute('aria-busy');
        setDisabled(buttons, false);
        showFeedback(target, errorLine(document.body.getAttribute('data-network-error') || 'No answer.'));
      });
  });

  document.addEventListener('change', function (event) {
    var field = event.target;
    if (field.hasAttribute && field.hasAttribute('data-autosubmit') && field.form) field.form.submit();
  });
})();
