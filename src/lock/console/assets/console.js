// The lock console's progressive enhancement, served by the module (no build step, no inline script).
// Without it every page and form works as plain HTML; with it:
// - a form with data-partial="#id" is sent in the background and its answer replaces the element #id in place
//   (an error answer is shown in the element's feedback area instead); an answer with data-refresh is then
//   fetched once more, e.g. a lock's state after the sync that follows an action; when no answer comes, the
//   body's data-network-error text is shown there, and the form is never sent again by itself;
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

  function showError(target, text) {
    var region = target.querySelector('.feedback') || target;
    region.replaceChildren(fragmentOf(text) || document.createTextNode(text));
  }

  function refresh(element) {
    var url = element.getAttribute('data-refresh');
    if (!url) return;
    element.setAttribute('aria-busy', 'true');
    fetch(url, { headers: { [PARTIAL_HEADER]: '1' }, credentials: 'same-origin' })
      .then(function (response) {
        return response.text().then(function (text) {
          if (!response.ok) return showError(element, text);
          var replacement = fragmentOf(text);
          if (replacement) element.replaceWith(replacement);
        });
      })
      .catch(function () {
        element.removeAttribute('aria-busy');
      });
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    var selector = form.getAttribute('data-partial');
    if (!selector) return;
    var target = document.querySelector(selector);
    if (!target) return;
    event.preventDefault();
    var buttons = form.querySelectorAll('button');
    buttons.forEach(function (button) {
      button.disabled = true;
    });
    target.setAttribute('aria-busy', 'true');
    fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form)),
      headers: { [PARTIAL_HEADER]: '1' },
      credentials: 'same-origin',
    })
      .then(function (response) {
        return response.text().then(function (text) {
          target.removeAttribute('aria-busy');
          buttons.forEach(function (button) {
            button.disabled = false;
          });
          if (!response.ok) return showError(target, text);
          var replacement = fragmentOf(text);
          if (!replacement) return;
          target.replaceWith(replacement);
          refresh(replacement);
        });
      })
      .catch(function () {
        // No answer came: say so, and never send the form again by itself (an unlock may have gone through).
        target.removeAttribute('aria-busy');
        buttons.forEach(function (button) {
          button.disabled = false;
        });
        var line = document.createElement('p');
        line.className = 'flash flash-error';
        line.setAttribute('role', 'alert');
        line.textContent = document.body.getAttribute('data-network-error') || 'No answer.';
        (target.querySelector('.feedback') || target).replaceChildren(line);
      });
  });

  document.addEventListener('change', function (event) {
    var field = event.target;
    if (field.hasAttribute && field.hasAttribute('data-autosubmit') && field.form) field.form.submit();
  });
})();
