import type { Catalogue } from '../../../../common/i18n/translator';

/** The lines of changing a sub-user (name, email, deletion) and one's own password. */
export const USER_MANAGE_MESSAGES: Catalogue<
  | 'profileTitle'
  | 'name'
  | 'email'
  | 'save'
  | 'profileSaved'
  | 'emailInvalid'
  | 'nameMissing'
  | 'emailTaken'
  | 'deleteTitle'
  | 'deleteHint'
  | 'delete'
  | 'deleted'
  | 'passwordTitle'
  | 'passwordIntro'
  | 'currentPassword'
  | 'newPassword'
  | 'passwordHint'
  | 'changePassword'
  | 'passwordChanged'
  | 'currentWrong'
  | 'passwordTooShort'
> = {
  en: {
    profileTitle: 'Name and email',
    name: 'Name',
    email: 'Email',
    save: 'Save',
    profileSaved: 'Saved: :name (:email).',
    emailInvalid: 'Give a valid email address. Nothing changed.',
    nameMissing: 'Give a name. Nothing changed.',
    emailTaken: 'Another user has this email address. Nothing changed.',
    deleteTitle: 'Delete this sub-user',
    deleteHint: 'They can no longer sign in, and all their access ends at once.',
    delete: 'Delete sub-user',
    deleted: ':name was deleted.',
    passwordTitle: 'Change your password',
    passwordIntro: 'Signed in as :name (:email).',
    currentPassword: 'Current password',
    newPassword: 'New password',
    passwordHint:
      'At least :min characters. Afterwards you are signed out everywhere and sign in with the new one.',
    changePassword: 'Change password',
    passwordChanged: 'Your password was changed. Sign in with the new one.',
    currentWrong: 'The current password is not correct. Nothing changed.',
    passwordTooShort: 'The new password needs at least :min characters. Nothing changed.',
  },
  nl: {
    profileTitle: 'Naam en e-mail',
    name: 'Naam',
    email: 'E-mail',
    save: 'Opslaan',
    profileSaved: 'Opgeslagen: :name (:email).',
    emailInvalid: 'Geef een geldig e-mailadres. Er is niets gewijzigd.',
    nameMissing: 'Geef een naam. Er is niets gewijzigd.',
    emailTaken: 'Een andere gebruiker heeft dit e-mailadres. Er is niets gewijzigd.',
    deleteTitle: 'Deze subgebruiker verwijderen',
    deleteHint: 'Die kan zich dan niet meer aanmelden en alle toegang vervalt meteen.',
    delete: 'Subgebruiker verwijderen',
    deleted: ':name is verwijderd.',
    passwordTitle: 'Uw wachtwoord wijzigen',
    passwordIntro: 'Aangemeld als :name (:email).',
    currentPassword: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    passwordHint:
      'Minstens :min tekens. Daarna bent u overal afgemeld en meldt u zich aan met het nieuwe wachtwoord.',
    changePassword: 'Wachtwoord wijzigen',
    passwordChanged: 'Uw wachtwoord is gewijzigd. Meld u aan met het nieuwe wachtwoord.',
    currentWrong: 'Het huidige wachtwoord klopt niet. Er is niets gewijzigd.',
    passwordTooShort: 'Het nieuwe wachtwoord moet minstens :min tekens hebben. Er is niets gewijzigd.',
  },
  de: {
    profileTitle: 'Name und E-Mail',
    name: 'Name',
    email: 'E-Mail',
    save: 'Speichern',
    profileSaved: 'Gespeichert: :name (:email).',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse an. Es wurde nichts geändert.',
    nameMissing: 'Geben Sie einen Namen an. Es wurde nichts geändert.',
    emailTaken: 'Ein anderer Benutzer hat diese E-Mail-Adresse. Es wurde nichts geändert.',
    deleteTitle: 'Diesen Unterbenutzer löschen',
    deleteHint: 'Eine Anmeldung ist dann nicht mehr möglich, und alle Zugänge enden sofort.',
    delete: 'Unterbenutzer löschen',
    deleted: ':name wurde gelöscht.',
    passwordTitle: 'Ihr Passwort ändern',
    passwordIntro: 'Angemeldet als :name (:email).',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    passwordHint:
      'Mindestens :min Zeichen. Danach sind Sie überall abgemeldet und melden sich mit dem neuen Passwort an.',
    changePassword: 'Passwort ändern',
    passwordChanged: 'Ihr Passwort wurde geändert. Melden Sie sich mit dem neuen an.',
    currentWrong: 'Das aktuelle Passwort stimmt nicht. Es wurde nichts geändert.',
    passwordTooShort: 'Das neue Passwort muss mindestens :min Zeichen lang sein. Es wurde nichts geändert.',
  },
  es: {
    profileTitle: 'Nombre y correo electrónico',
    name: 'Nombre',
    email: 'Correo electrónico',
    save: 'Guardar',
    profileSaved: 'Guardado: :name (:email).',
    emailInvalid: 'Indica una dirección de correo válida. No se ha cambiado nada.',
    nameMissing: 'Indica un nombre. No se ha cambiado nada.',
    emailTaken: 'Otro usuario tiene esta dirección de correo. No se ha cambiado nada.',
    deleteTitle: 'Eliminar este subusuario',
    deleteHint: 'Ya no podrá iniciar sesión y todos sus accesos terminan de inmediato.',
    delete: 'Eliminar subusuario',
    deleted: 'Se ha eliminado a :name.',
    passwordTitle: 'Cambiar tu contraseña',
    passwordIntro: 'Sesión iniciada como :name (:email).',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    passwordHint:
      'Al menos :min caracteres. Después se cerrarán todas tus sesiones e iniciarás sesión con la nueva.',
    changePassword: 'Cambiar contraseña',
    passwordChanged: 'Tu contraseña se ha cambiado. Inicia sesión con la nueva.',
    currentWrong: 'La contraseña actual no es correcta. No se ha cambiado nada.',
    passwordTooShort: 'La contraseña nueva necesita al menos :min caracteres. No se ha cambiado nada.',
  },
};
