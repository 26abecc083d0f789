import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of one's own password page that its refusals add (the page's own lines are in `USER_MANAGE_MESSAGES`). */
export const PASSWORD_MESSAGES: Catalogue<'unchanged' | 'tooShort'> = {
  en: {
    unchanged: 'The new password is the one you have now: choose another one. Nothing changed.',
    tooShort: 'The new password must be at least :min characters long. Nothing changed.',
  },
  nl: {
    unchanged:
      'Het nieuwe wachtwoord is het wachtwoord dat u nu hebt: kies een ander. Er is niets gewijzigd.',
    tooShort: 'Het nieuwe wachtwoord moet minstens :min tekens lang zijn. Er is niets gewijzigd.',
  },
  de: {
    unchanged:
      'Das neue Passwort ist Ihr jetziges Passwort: Wählen Sie ein anderes. Es wurde nichts geändert.',
    tooShort: 'Das neue Passwort muss mindestens :min Zeichen lang sein. Es wurde nichts geändert.',
  },
  es: {
    unchanged: 'La contraseña nueva es la que ya tienes: elige otra. No se ha cambiado nada.',
    tooShort: 'La contraseña nueva debe tener al menos :min caracteres. No se ha cambiado nada.',
  },
};
