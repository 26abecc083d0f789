import type { Catalogue } from '../../../../common/i18n/translator';

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
  | 'titleLockGone'
  | 'accessRefused'
  | 'reauthorize'
  | 'accountDisabled'
  | 'grantRefused'
  | 'notAllowed'
  | 'unknownThere'
  | 'lockGone'
  | 'conflict'
  | 'rejected'
  | 'busy'
  | 'serviceTrouble'
  | 'unreachable'
  | 'invalid'
  | 'accountNotReady'
  | 'serverSetup'
> = {
  en: {
    titleNotFound: 'Page not found',
    titleRefused: 'Not allowed',
    titleSignIn: 'Please sign in',
    titleBadRequest: 'That did not work',
    titleTooMany: 'Too many attempts',
    titleUnavailable: 'The lock service is not answering',
    titleUnexpected: 'Something went wrong',
    titleLockGone: 'Lock not found',
    accessRefused:
      "The lock service did not accept this account's access. A main user can renew its token or connect it again on the Accounts page.",
    reauthorize:
      'This account must be connected again. A main user can connect it again with OAuth on the Accounts page.',
    accountDisabled:
      'This account is disabled, so its locks cannot be used from the console. A main user can enable it again on its page under Accounts.',
    grantRefused:
      'The lock service did not accept the authorization (it expired or was used already). Start the connection again.',
    notAllowed: 'The lock service does not allow this for this account.',
    unknownThere:
      'What you asked for is not there (any more): someone may have just removed it. Reload the page to see what is there now.',
    lockGone:
      "This lock is not in this account, or no longer is: it may have been removed from the account. The account's dashboard shows the locks it has now.",
    conflict:
      'The lock service did not accept this: it conflicts with what is there now (a code already in use, for example). Check the values and try again.',
    rejected: 'The lock service did not accept these values. Check them and try again.',
    busy: 'The lock service is busy. Wait a minute, then try again.',
    serviceTrouble: 'The lock service has a problem right now. Try again in a few minutes.',
    unreachable: 'The lock service could not be reached. Try again in a few minutes.',
    invalid:
      'A value of the form is not one the console takes. Nothing was changed; reload the page and try again.',
    accountNotReady:
      'This account cannot reach the lock service right now. A main user can check its token on the Accounts page; the details are in the server log.',
    serverSetup:
      "This server's configuration is incomplete for this (a setting such as the key that encrypts stored secrets is missing). The details are in the server log.",
  },
  nl: {
    titleNotFound: 'Pagina niet gevonden',
    titleRefused: 'Niet toegestaan',
    titleSignIn: 'Meld u aan',
    titleBadRequest: 'Dat lukte niet',
    titleTooMany: 'Te veel pogingen',
    titleUnavailable: 'De slotdienst antwoordt niet',
    titleUnexpected: 'Er ging iets mis',
    titleLockGone: 'Slot niet gevonden',
    accessRefused:
      'De slotdienst accepteerde de toegang van dit account niet. Een hoofdgebruiker kan het token vernieuwen of het account opnieuw koppelen op de pagina Accounts.',
    reauthorize:
      'Dit account moet opnieuw worden gekoppeld. Een hoofdgebruiker koppelt het opnieuw met OAuth op de pagina Accounts.',
    accountDisabled:
      'Dit account is uitgeschakeld, dus de sloten ervan zijn niet te gebruiken vanuit de console. Een hoofdgebruiker kan het weer inschakelen op de pagina van het account onder Accounts.',
    grantRefused:
      'De slotdienst accepteerde de autorisatie niet (verlopen of al gebruikt). Begin opnieuw met koppelen.',
    notAllowed: 'De slotdienst staat dit voor dit account niet toe.',
    unknownThere:
      'Wat u vroeg, is er niet (meer): misschien heeft iemand het net verwijderd. Laad de pagina opnieuw om te zien wat er nu is.',
    lockGone:
      'Dit slot hoort niet (meer) bij dit account: misschien is het uit het account verwijderd. Het dashboard van het account toont de sloten die er nu in zitten.',
    conflict:
      'De slotdienst accepteerde dit niet: het botst met wat er nu is (bijvoorbeeld een code die al in gebruik is). Controleer de waarden en probeer het opnieuw.',
    rejected: 'De slotdienst accepteerde deze waarden niet. Controleer ze en probeer het opnieuw.',
    busy: 'De slotdienst is overbelast. Wacht een minuut en probeer het dan opnieuw.',
    serviceTrouble: 'De slotdienst heeft nu een probleem. Probeer het over een paar minuten opnieuw.',
    unreachable: 'De slotdienst was niet bereikbaar. Probeer het over een paar minuten opnieuw.',
    invalid:
      'De console accepteert een ingevulde waarde niet. Er is niets gewijzigd; laad de pagina opnieuw en probeer het nog eens.',
    accountNotReady:
      'Dit account kan de slotdienst nu niet bereiken. Een hoofdgebruiker kan het token controleren op de pagina Accounts; de details staan in het serverlogboek.',
    serverSetup:
      'De configuratie van deze server is hiervoor onvolledig (er ontbreekt een instelling, zoals de sleutel die opgeslagen geheimen versleutelt). De details staan in het serverlogboek.',
  },
  de: {
    titleNotFound: 'Seite nicht gefunden',
    titleRefused: 'Nicht erlaubt',
    titleSignIn: 'Bitte melden Sie sich an',
    titleBadRequest: 'Das hat nicht funktioniert',
    titleTooMany: 'Zu viele Versuche',
    titleUnavailable: 'Der Schlossdienst antwortet nicht',
    titleUnexpected: 'Etwas ist schiefgelaufen',
    titleLockGone: 'Schloss nicht gefunden',
    accessRefused:
      'Der Schlossdienst hat den Zugriff dieses Kontos nicht akzeptiert. Ein Hauptbenutzer kann auf der Kontenseite das Token erneuern oder das Konto neu verbinden.',
    reauthorize:
      'Dieses Konto muss neu verbunden werden. Ein Hauptbenutzer kann es auf der Kontenseite erneut mit OAuth verbinden.',
    accountDisabled:
      'Dieses Konto ist deaktiviert, daher lassen sich seine Schlösser nicht über die Konsole verwenden. Ein Hauptbenutzer kann es auf seiner Seite unter „Konten“ wieder aktivieren.',
    grantRefused:
      'Der Schlossdienst hat die Autorisierung nicht akzeptiert (sie ist abgelaufen oder wurde bereits verwendet). Starten Sie die Verbindung erneut.',
    notAllowed: 'Der Schlossdienst erlaubt das für dieses Konto nicht.',
    unknownThere:
      'Was Sie angefragt haben, gibt es nicht (mehr): Vielleicht wurde es gerade entfernt. Laden Sie die Seite neu, um den aktuellen Stand zu sehen.',
    lockGone:
      'Dieses Schloss gehört nicht (mehr) zu diesem Konto: Vielleicht wurde es aus dem Konto entfernt. Das Dashboard des Kontos zeigt die Schlösser, die jetzt dazugehören.',
    conflict:
      'Der Schlossdienst hat das nicht akzeptiert: Es widerspricht dem aktuellen Stand (zum Beispiel ein Code, der schon verwendet wird). Prüfen Sie die Werte und versuchen Sie es erneut.',
    rejected:
      'Der Schlossdienst hat diese Werte nicht akzeptiert. Prüfen Sie sie und versuchen Sie es erneut.',
    busy: 'Der Schlossdienst ist ausgelastet. Warten Sie eine Minute und versuchen Sie es dann erneut.',
    serviceTrouble: 'Der Schlossdienst hat gerade ein Problem. Versuchen Sie es in einigen Minuten erneut.',
    unreachable: 'Der Schlossdienst war nicht erreichbar. Versuchen Sie es in einigen Minuten erneut.',
    invalid:
      'Ein Wert des Formulars wird von der Konsole nicht angenommen. Es wurde nichts geändert; laden Sie die Seite neu und versuchen Sie es erneut.',
    accountNotReady:
      'Dieses Konto erreicht den Schlossdienst gerade nicht. Ein Hauptbenutzer kann das Token auf der Kontenseite prüfen; Einzelheiten stehen im Serverprotokoll.',
    serverSetup:
      'Die Konfiguration dieses Servers ist dafür unvollständig (eine Einstellung wie der Schlüssel, der gespeicherte Geheimnisse verschlüsselt, fehlt). Einzelheiten stehen im Serverprotokoll.',
  },
  es: {
    titleNotFound: 'Página no encontrada',
    titleRefused: 'No permitido',
    titleSignIn: 'Inicia sesión',
    titleBadRequest: 'No ha funcionado',
    titleTooMany: 'Demasiados intentos',
    titleUnavailable: 'El servicio de cerraduras no responde',
    titleUnexpected: 'Algo ha salido mal',
    titleLockGone: 'Cerradura no encontrada',
    accessRefused:
      'El servicio de cerraduras no aceptó el acceso de esta cuenta. Un usuario principal puede renovar su token o volver a conectarla en la página de cuentas.',
    reauthorize:
      'Hay que volver a conectar esta cuenta. Un usuario principal puede volver a conectarla con OAuth en la página de cuentas.',
    accountDisabled:
      'Esta cuenta está desactivada, así que sus cerraduras no se pueden usar desde la consola. Un usuario principal puede volver a activarla en su página, dentro de Cuentas.',
    grantRefused:
      'El servicio de cerraduras no aceptó la autorización (caducó o ya se había usado). Vuelve a iniciar la conexión.',
    notAllowed: 'El servicio de cerraduras no permite esto para esta cuenta.',
    unknownThere:
      'Lo que has pedido no está (o ya no está): puede que alguien lo acabe de quitar. Recarga la página para ver lo que hay ahora.',
    lockGone:
      'Esta cerradura no está (o ya no está) en esta cuenta: puede que se haya quitado de la cuenta. El panel de la cuenta muestra las cerraduras que tiene ahora.',
    conflict:
      'El servicio de cerraduras no lo aceptó: choca con lo que ya existe (por ejemplo, un código que ya está en uso). Revisa los valores y vuelve a intentarlo.',
    rejected: 'El servicio de cerraduras no aceptó estos valores. Revísalos y vuelve a intentarlo.',
    busy: 'El servicio de cerraduras está ocupado. Espera un minuto y vuelve a intentarlo.',
    serviceTrouble:
      'El servicio de cerraduras tiene un problema en este momento. Vuelve a intentarlo dentro de unos minutos.',
    unreachable:
      'No se pudo conectar con el servicio de cerraduras. Vuelve a intentarlo dentro de unos minutos.',
    invalid:
      'La consola no acepta un valor del formulario. No se ha cambiado nada; vuelve a cargar la página e inténtalo de nuevo.',
    accountNotReady:
      'Esta cuenta no puede conectar con el servicio de cerraduras ahora mismo. Un usuario principal puede comprobar su token en la página de cuentas; los detalles están en el registro del servidor.',
    serverSetup:
      'La configuración de este servidor está incompleta para esto (falta un ajuste, como la clave que cifra los secretos guardados). Los detalles están en el registro del servidor.',
  },
};
