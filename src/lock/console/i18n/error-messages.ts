import type { Catalogue } from '../../../common/i18n/translator';

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
  | 'upstream'
  | 'unavailable'
  | 'unexpected'
  | 'tooManyAttempts'
  | 'permissionDenied'
  | 'anyPermission';

/** The error pages' lines in every language of the console. */
export const ERROR_MESSAGES: Catalogue<ConsoleErrorKey | 'title' | 'back'> = {
  en: {
    title: 'Something went wrong',
    back: 'Back to the dashboard',
    accountNotFound: 'There is no account ":account" that you may open.',
    lockNotFound: 'There is no lock :smartlock in account ":account" that you may open.',
    notFound: 'This page does not exist.',
    mainUsersOnly: 'Only a main user may open this page.',
    csrf: 'The form has expired or did not come from this console. Reload the page and try again.',
    accessDenied: 'You may not use the lock console.',
    signInRequired: 'Sign in to use the lock console.',
    badRequest: ':reason',
    upstream: 'The lock API could not do it: :reason',
    unavailable:
      'The console cannot reach its database right now. Nothing was changed; try again in a few seconds.',
    unexpected: 'The console could not complete the request. Try again later.',
    tooManyAttempts: 'Too many sign-in attempts; try again in :seconds seconds.',
    permissionDenied: 'You may not do this (:permission): :reason.',
    anyPermission: 'any grant on the lock',
  },
  nl: {
    title: 'Er ging iets mis',
    back: 'Terug naar het dashboard',
    accountNotFound: 'Er is geen account ":account" dat u mag openen.',
    lockNotFound: 'Er is geen slot :smartlock in account ":account" dat u mag openen.',
    notFound: 'Deze pagina bestaat niet.',
    mainUsersOnly: 'Alleen een hoofdgebruiker mag deze pagina openen.',
    csrf: 'Het formulier is verlopen of kwam niet van deze console. Laad de pagina opnieuw en probeer het nog eens.',
    accessDenied: 'U mag de slotconsole niet gebruiken.',
    signInRequired: 'Meld u aan om de slotconsole te gebruiken.',
    badRequest: ':reason',
    upstream: 'De slot-API kon het niet uitvoeren: :reason',
    unavailable:
      'De console kan zijn database nu niet bereiken. Er is niets gewijzigd; probeer het over enkele seconden opnieuw.',
    unexpected: 'De console kon het verzoek niet afronden. Probeer het later nog eens.',
    tooManyAttempts: 'Te veel aanmeldpogingen; probeer het over :seconds seconden opnieuw.',
    permissionDenied: 'Dit mag u niet (:permission): :reason.',
    anyPermission: 'toegang tot het slot',
  },
};
