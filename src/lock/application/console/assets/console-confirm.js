// The lock console's confirm dialog, served by the module (no build step, no inline script).
// A form (or the button that sends it) with data-confirm="<question>" (a destructive action) is not sent at once: a modal dialog asks the
// question, with data-confirm-label on the confirming button and data-cancel-label on the other. Confirmed, the
// form is sent as its button would have sent it, with confirmed=1 (the console's partial update included);
// cancelled (button or Escape), nothing is sent and focus returns to the button. Without this script the server
// answers such a form with a confirm page instead.
(function () {
  'use strict';

  var CONFIRMED_FIELD = 'confirmed';

  function ask(form, submitter, source) {
    var dialog = document.createElement('dialog');
    dialog.className = 'confirm-dialog';
    dialog.setAttribute('aria-labelledby', 'confirm-dialog-question');
    var question = document.createElement('p');
    question.id = 'confirm-dialog-question';
    question.className = 'confirm-question';
    question.textContent = source.getAttribute('data-confirm');
    var actions = document.createElement('div');
    actions.className = 'actions';
    var confirm = document.createElement('button');
    confirm.type = 'button';
    confirm.className = 'button-danger';
    confirm.textContent = source.getAttribute('data-confirm-label') || 'OK';
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'button-quiet';
    cancel.textContent = source.getAttribute('data-cancel-label') || 'Cancel';
    actions.append(confirm, cancel);
    dialog.append(question, actions);
    document.body.append(dialog);

    var confirmed = false;
    confirm.addEventListener('click', function () {
      confirmed = true;
      dialog.close();
    });
    cancel.addEventListener('click', function () {
      dialog.close();
    });
    dialog.addEventListener('close', function () {
      dialog.remove();
      if (!confirmed) {
        if (submitter && submitter.isConnected) submitter.focus();
        return;
      }
      var field = document.createElement('input');
      field.type = 'hidden';
      field.name = CONFIRMED_FIELD;
      field.value = '1';
      form.append(field);
      // The form data is read while the submit event runs, so the field can go again right after.
      form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
      field.remove();
    });
    dialog.showModal();
    cancel.focus();
  }

  // Capture on window: runs before the console's own submit handler (document, bubbling), which never sees an
  // unconfirmed form.
  window.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      var submitter = event.submitter;
      var source =
        submitter && submitter.hasAttribute('data-confirm')
          ? submitter
          : form.hasAttribute('data-confirm')
            ? form
            : null;
      if (!source) return;
      var done = form.elements.namedItem(CONFIRMED_FIELD);
      if (done && done.value === '1') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      ask(form, submitter, source);
    },
    true,
  );
})();
