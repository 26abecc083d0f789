import type { Catalogue } from '../../../common/i18n/translator';

/**
 * What the console tells an operator when something failed: a page title per kind of failure, and a sentence per
 * kind of lock API failure saying what happened and what to do. Never the API's own answer (that is logged).
 */
export const FAILURE_MESSAGES: Catalogue<
  | 'titleNotFound'
  | 'titleRefused'
  | 'titleSignIn'
  | 'titleBadRequest'
  | 'titleTooMany'
  | 'titleUnavailable'
  | 'titleUnexpected'
  | 'accessRefused'
  | 'reauthorize'
  | 'accountDisabled'
  | 'grantRefused'
  | 'notAllowed'
  | 'unknownThere'
  | 'conflict'
  | 'rejected'
  | 'busy'
  | 'serviceTrouble'
  | 'unreachable'
  | 'invalid'
  | 'accountNotReady'
> = {
  en: {
    titleNotFound: 'Page not found',
    titleRefused: 'Not allowed',
    titleSignIn: 'Please sign in',
    titleBadRequest: 'That did not work',
    titleTooMany: 'Too many attempts',
    titleUnavailable: 'The lock service is not answering',
    titleUnexpected: 'Something went wrong',
    accessRefused:
      "The lock service did not accept this account's access. A main user can renew its token or connect it again on the Accounts page.",
    reauthorize:
      'This account must be connected again. A main user can connect it again with OAuth on the Accounts page.',
    accountDisabled:
      'This account is disabled, so nothing is sent on its behalf. A main user can enable it again on its page under Accounts.',
    grantRefused:
      'The lock service did not accept the authorization (it expired or was used already). Start the connection again.',
    notAllowed: 'The lock service does not allow this for this account.',
    unknownThere:
      'The lock service does not know this item (any more). Reload the page to see what is there now.',
    conflict:
      'The lock service did not accept this: it conflicts with what is there now (a code already in use, for example). Check the values and try again.',
    rejected: 'The lock service did not accept these values. Check them and try again.',
    busy: 'The lock service is busy. Wait a minute, then try again.',
    serviceTrouble: 'The lock service has a problem right now. Try again in a few minutes.',
    unreachable: 'The lock service could not be reached. Try again in a few minutes.',
    invalid: 'The console could not send this: a value is not in a form the lock service takes.',
    accountNotReady:
      'This account cannot reach the lock service right now. A main user can check its token on the Accounts page; the server log has the details.',
  },
  nl: {
    titleNotFound: 'Pagina niet gevonden',
    titleRefused: 'Niet toegestaan',
    titleSignIn: 'Meld u aan',
    titleBadRequest: 'Dat lukte niet',
    titleTooMany: 'Te veel pogingen',
    titleUnavailable: 'De slotdienst antwoordt niet',
    titleUnexpected: 'Er ging iets mis',
    accessRefused:
      'De slotdienst accepteerde de toegang van dit account niet. Een hoofdgebruiker kan het token vernieuwen of het account opnieuw koppelen op de pagina Accounts.',
    reauthorize:
      'Dit account moet opnieuw worden gekoppeld. Een hoofdgebruiker koppelt het opnieuw met OAuth op de pagina Accounts.',
    accountDisabled:
      'Dit account is uitgeschakeld, dus er wordt niets namens dit account verstuurd. Een hoofdgebruiker kan het weer inschakelen op de pagina van het account onder Accounts.',
    grantRefused:
      'De slotdienst accepteerde de autorisatie niet (verlopen of al gebruikt). Begin opnieuw met koppelen.',
    notAllowed: 'De slotdienst staat dit voor dit account niet toe.',
    unknownThere: 'De slotdienst kent dit item niet (meer). Laad de pagina opnieuw om te zien wat er nu is.',
    conflict:
      'De slotdienst accepteerde dit niet: het botst met wat er nu is (bijvoorbeeld een code die al in gebruik is). Controleer de waarden en probeer het opnieuw.',
    rejected: 'De slotdienst accepteerde deze waarden niet. Controleer ze en probeer het opnieuw.',
    busy: 'De slotdienst is druk. Wacht een minuut en probeer het dan opnieuw.',
    serviceTrouble: 'De slotdienst heeft nu een probleem. Probeer het over een paar minuten opnieuw.',
    unreachable: 'De slotdienst was niet bereikbaar. Probeer het over een paar minuten opnieuw.',
    invalid: 'De console kon dit niet versturen: een waarde heeft een vorm die de slotdienst niet aanneemt.',
    accountNotReady:
      'Dit account kan de slotdienst nu niet bereiken. Een hoofdgebruiker kan het token controleren op de pagina Accounts; het serverlog heeft de details.',
  },
};
