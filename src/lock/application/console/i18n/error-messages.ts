import type { Catalogue } from '../../../../common/i18n/translator';

/** The errors a console page can end in, by key. */
export type ConsoleErrorKey =
  | 'accountNotFound'
  | 'lockNotFound'
  | 'notFound'
  | 'mainUsersOnly'
  | 'csrf'
  | 'accessDenied'
  | 'signInRequired'
  | 'badRequest'
  | 'unavailable'
  | 'unexpected'
  | 'tooManyAttempts'
  | 'permissionDenied'
  | 'anyPermission';

/**
 * The error pages' lines in every language of the console. A refused permission is one sentence, "You may not do
 * this: <reason>.", whose reason (`permissionRefusalText`) names what is missing (no grant on the lock, the
 * permission the grant lacks beside the ones it has, the window or weekday that closes it now); the filter's
 * `:permission` (`anyPermission` or the permission's label) is not shown, since a bracketed name read as a fragment.
 */
export const ERROR_MESSAGES: Catalogue<ConsoleErrorKey | 'back' | 'backToAccount'> = {
  en: {
    back: 'Back to the dashboard',
    backToAccount: "Back to this account's dashboard",
    accountNotFound: 'There is no account ":account" that you may open.',
    lockNotFound: 'There is no lock :smartlock in account ":account" that you may open.',
    notFound: 'This page does not exist.',
    mainUsersOnly: 'Only a main user may open this page.',
    csrf: 'The form has expired or did not come from this console. Reload the page and try again.',
    accessDenied: 'You may not use the lock console.',
    signInRequired: 'Sign in to use the lock console.',
    badRequest: ':reason',
    unavailable:
      'The console cannot reach its database right now. Nothing was changed; try again in a few seconds.',
    unexpected: 'The console could not complete the request. Try again later.',
    tooManyAttempts: 'Too many sign-in attempts; try again in :seconds seconds.',
    permissionDenied: 'You may not do this: :reason.',
    anyPermission: 'access to this lock',
  },
  nl: {
    back: 'Terug naar het dashboard',
    backToAccount: 'Terug naar het dashboard van dit account',
    accountNotFound: 'Er is geen account ":account" dat u mag openen.',
    lockNotFound: 'Er is geen slot :smartlock in account ":account" dat u mag openen.',
    notFound: 'Deze pagina bestaat niet.',
    mainUsersOnly: 'Alleen een hoofdgebruiker mag deze pagina openen.',
    csrf: 'Het formulier is verlopen of kwam niet van deze console. Laad de pagina opnieuw en probeer het nog eens.',
    accessDenied: 'U mag de slotconsole niet gebruiken.',
    signInRequired: 'Meld u aan om de slotconsole te gebruiken.',
    badRequest: ':reason',
    unavailable:
      'De console kan zijn database nu niet bereiken. Er is niets gewijzigd; probeer het over enkele seconden opnieuw.',
    unexpected: 'De console kon het verzoek niet afronden. Probeer het later nog eens.',
    tooManyAttempts: 'Te veel aanmeldpogingen; probeer het over :seconds seconden opnieuw.',
    permissionDenied: 'Dit mag u niet: :reason.',
    anyPermission: 'toegang tot dit slot',
  },
  de: {
    back: 'Zurück zum Dashboard',
    backToAccount: 'Zurück zum Dashboard dieses Kontos',
    accountNotFound: 'Es gibt kein Konto „:account“, das Sie öffnen dürfen.',
    lockNotFound: 'Im Konto „:account“ gibt es kein Schloss :smartlock, das Sie öffnen dürfen.',
    notFound: 'Diese Seite gibt es nicht.',
    mainUsersOnly: 'Nur ein Hauptbenutzer darf diese Seite öffnen.',
    csrf: 'Das Formular ist abgelaufen oder stammt nicht aus dieser Konsole. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
    accessDenied: 'Sie dürfen die Schlosskonsole nicht verwenden.',
    signInRequired: 'Melden Sie sich an, um die Schlosskonsole zu verwenden.',
    badRequest: ':reason',
    unavailable:
      'Die Konsole erreicht ihre Datenbank gerade nicht. Es wurde nichts geändert; versuchen Sie es in einigen Sekunden erneut.',
    unexpected: 'Die Konsole konnte die Anfrage nicht abschließen. Versuchen Sie es später noch einmal.',
    tooManyAttempts: 'Zu viele Anmeldeversuche; versuchen Sie es in :seconds Sekunden erneut.',
    permissionDenied: 'Das dürfen Sie nicht: :reason.',
    anyPermission: 'Zugang zu diesem Schloss',
  },
  es: {
    back: 'Volver al panel',
    backToAccount: 'Volver al panel de esta cuenta',
    accountNotFound: 'No hay ninguna cuenta «:account» que puedas abrir.',
    lockNotFound: 'No hay ninguna cerradura :smartlock en la cuenta «:account» que puedas abrir.',
    notFound: 'Esta página no existe.',
    mainUsersOnly: 'Solo un usuario principal puede abrir esta página.',
    csrf: 'El formulario ha caducado o no viene de esta consola. Recarga la página y vuelve a intentarlo.',
    accessDenied: 'No puedes usar la consola de cerraduras.',
    signInRequired: 'Inicia sesión para usar la consola de cerraduras.',
    badRequest: ':reason',
    unavailable:
      'La consola no puede conectar con su base de datos ahora mismo. No se ha cambiado nada; vuelve a intentarlo en unos segundos.',
    unexpected: 'La consola no pudo completar la solicitud. Vuelve a intentarlo más tarde.',
    tooManyAttempts:
      'Demasiados intentos de inicio de sesión; vuelve a intentarlo dentro de :seconds segundos.',
    permissionDenied: 'No puedes hacer esto: :reason.',
    anyPermission: 'acceso a esta cerradura',
  },
};
