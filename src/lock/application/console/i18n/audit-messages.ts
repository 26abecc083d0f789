import type { Catalogue, Locale } from '../../../../common/i18n/translator';

/** The lines of the console's audit page, and of the console's own entries in a lock's activity. */
export const AUDIT_MESSAGES: Catalogue<
  | 'title'
  | 'navLabel'
  | 'intro'
  | 'filter'
  | 'account'
  | 'anyAccount'
  | 'lock'
  | 'lockHint'
  | 'user'
  | 'anyUser'
  | 'show'
  | 'clear'
  | 'when'
  | 'who'
  | 'action'
  | 'target'
  | 'answer'
  | 'done'
  | 'refused'
  | 'failed'
  | 'hostViewer'
  | 'none'
  | 'pages'
  | 'pageOf'
  | 'previous'
  | 'next'
  | 'badLock'
  | 'consoleActions'
  | 'consoleMark'
  | 'noConsoleActions'
  | 'changeOf'
> = {
  en: {
    title: 'Audit trail',
    navLabel: 'Audit trail',
    intro:
      'Every change made through this console: who made it, what, on which lock or setting, when, and whether it was done.',
    filter: 'Filter the audit trail',
    account: 'Account',
    anyAccount: 'Any account',
    lock: 'Lock number',
    lockHint: 'The number in the address of a lock’s page.',
    user: 'Person',
    anyUser: 'Anyone',
    show: 'Show',
    clear: 'Clear the filter',
    when: 'When',
    who: 'Who',
    action: 'What',
    target: 'On',
    answer: 'Result',
    done: 'done',
    refused: 'refused (:status)',
    failed: 'failed (:status)',
    hostViewer: 'a visitor let in by the host',
    none: 'No change has been made through the console yet.',
    pages: 'Pages',
    pageOf: 'Page :page of :pages',
    previous: 'Previous',
    next: 'Next',
    badLock: '":value" is no lock number; use the digits of the lock’s number, such as 100101.',
    consoleActions: 'Changes made through the console',
    consoleMark: 'Console',
    noConsoleActions: 'No change has been made to this lock through the console in this period.',
    changeOf: 'change: :what',
  },
  nl: {
    title: 'Auditlogboek',
    navLabel: 'Auditlogboek',
    intro:
      'Elke wijziging via deze console: wie hem deed, wat, aan welk slot of welke instelling, wanneer, en of het gelukt is.',
    filter: 'Het auditlogboek filteren',
    account: 'Account',
    anyAccount: 'Elk account',
    lock: 'Slotnummer',
    lockHint: 'Het nummer in het adres van de pagina van een slot.',
    user: 'Persoon',
    anyUser: 'Iedereen',
    show: 'Tonen',
    clear: 'Filter wissen',
    when: 'Wanneer',
    who: 'Wie',
    action: 'Wat',
    target: 'Waarop',
    answer: 'Resultaat',
    done: 'gelukt',
    refused: 'geweigerd (:status)',
    failed: 'mislukt (:status)',
    hostViewer: 'een bezoeker die de host heeft toegelaten',
    none: 'Er is nog niets via de console gewijzigd.',
    pages: 'Pagina’s',
    pageOf: 'Pagina :page van :pages',
    previous: 'Vorige',
    next: 'Volgende',
    badLock: '":value" is geen slotnummer; gebruik de cijfers van het nummer van het slot, zoals 100101.',
    consoleActions: 'Wijzigingen via de console',
    consoleMark: 'Console',
    noConsoleActions: 'In deze periode is er via de console niets aan dit slot gewijzigd.',
    changeOf: 'wijziging: :what',
  },
  de: {
    title: 'Prüfprotokoll',
    navLabel: 'Prüfprotokoll',
    intro:
      'Jede Änderung über diese Konsole: wer sie vorgenommen hat, was, an welchem Schloss oder welcher Einstellung, wann und ob sie ausgeführt wurde.',
    filter: 'Prüfprotokoll filtern',
    account: 'Konto',
    anyAccount: 'Alle Konten',
    lock: 'Schlossnummer',
    lockHint: 'Die Nummer in der Adresse der Seite eines Schlosses.',
    user: 'Person',
    anyUser: 'Alle',
    show: 'Anzeigen',
    clear: 'Filter zurücksetzen',
    when: 'Wann',
    who: 'Wer',
    action: 'Was',
    target: 'Woran',
    answer: 'Ergebnis',
    done: 'ausgeführt',
    refused: 'abgelehnt (:status)',
    failed: 'fehlgeschlagen (:status)',
    hostViewer: 'ein vom Host zugelassener Besucher',
    none: 'Über die Konsole wurde noch nichts geändert.',
    pages: 'Seiten',
    pageOf: 'Seite :page von :pages',
    previous: 'Zurück',
    next: 'Weiter',
    badLock:
      '„:value“ ist keine Schlossnummer; verwenden Sie die Ziffern der Nummer des Schlosses, z. B. 100101.',
    consoleActions: 'Änderungen über die Konsole',
    consoleMark: 'Konsole',
    noConsoleActions: 'In diesem Zeitraum wurde an diesem Schloss nichts über die Konsole geändert.',
    changeOf: 'Änderung: :what',
  },
  es: {
    title: 'Registro de auditoría',
    navLabel: 'Registro de auditoría',
    intro:
      'Cada cambio hecho desde esta consola: quién lo hizo, qué, en qué cerradura o ajuste, cuándo y si se llevó a cabo.',
    filter: 'Filtrar el registro',
    account: 'Cuenta',
    anyAccount: 'Todas las cuentas',
    lock: 'Número de cerradura',
    lockHint: 'El número que aparece en la dirección de la página de la cerradura.',
    user: 'Persona',
    anyUser: 'Todas',
    show: 'Mostrar',
    clear: 'Quitar el filtro',
    when: 'Cuándo',
    who: 'Quién',
    action: 'Qué',
    target: 'Dónde',
    answer: 'Resultado',
    done: 'hecho',
    refused: 'rechazado (:status)',
    failed: 'fallido (:status)',
    hostViewer: 'un visitante admitido por el anfitrión',
    none: 'Todavía no se ha cambiado nada desde la consola.',
    pages: 'Páginas',
    pageOf: 'Página :page de :pages',
    previous: 'Anterior',
    next: 'Siguiente',
    badLock: '«:value» no es un número de cerradura; usa las cifras del número, como 100101.',
    consoleActions: 'Cambios hechos desde la consola',
    consoleMark: 'Consola',
    noConsoleActions: 'En este periodo no se ha cambiado nada de esta cerradura desde la consola.',
    changeOf: 'cambio: :what',
  },
};

type Words = Readonly<Record<Locale, string>>;

/**
 * What a console route does, in words, by its template under the prefix; a route's own word (`:action`,
 * `:change`) is said by `AUDIT_DETAIL_WORDS`. A route not listed here is said by its last fixed segments.
 */
export const AUDIT_ACTION_WORDS: Readonly<Record<string, Words>> = {
  accounts: {
    en: 'added an account',
    nl: 'account toegevoegd',
    de: 'Konto hinzugefügt',
    es: 'añadió una cuenta',
  },
  'accounts/:account/rename': {
    en: 'renamed the account',
    nl: 'account hernoemd',
    de: 'Konto umbenannt',
    es: 'cambió el nombre de la cuenta',
  },
  'accounts/:account/token': {
    en: 'changed the account’s access',
    nl: 'toegang van het account gewijzigd',
    de: 'Zugang des Kontos geändert',
    es: 'cambió el acceso de la cuenta',
  },
  'accounts/:account/token/clear': {
    en: 'removed the account’s access',
    nl: 'toegang van het account verwijderd',
    de: 'Zugang des Kontos entfernt',
    es: 'quitó el acceso de la cuenta',
  },
  'accounts/:account/disable': {
    en: 'switched the account off',
    nl: 'account uitgeschakeld',
    de: 'Konto deaktiviert',
    es: 'desactivó la cuenta',
  },
  'accounts/:account/enable': {
    en: 'switched the account on',
    nl: 'account ingeschakeld',
    de: 'Konto aktiviert',
    es: 'activó la cuenta',
  },
  'accounts/:account/oauth/connect': {
    en: 'started connecting the account at the lock service',
    nl: 'koppeling van het account bij de slotdienst gestart',
    de: 'Verbindung des Kontos beim Schlossdienst begonnen',
    es: 'empezó a conectar la cuenta en el servicio de cerraduras',
  },
  'oauth/connect': {
    en: 'started connecting an account at the lock service',
    nl: 'koppeling van een account bij de slotdienst gestart',
    de: 'Verbindung eines Kontos beim Schlossdienst begonnen',
    es: 'empezó a conectar una cuenta en el servicio de cerraduras',
  },
  'accounts/:account/locks/:smartlockId/actions/:action': {
    en: 'sent “:detail”',
    nl: '“:detail” verstuurd',
    de: '„:detail“ gesendet',
    es: 'envió «:detail»',
  },
  'accounts/:account/locks/:smartlockId/keypad-codes/:authId': {
    en: 'changed a keypad code',
    nl: 'toetscode gewijzigd',
    de: 'Keypad-Code geändert',
    es: 'cambió un código de teclado',
  },
  'accounts/:account/locks/:smartlockId/auths': {
    en: 'created an access',
    nl: 'toegang aangemaakt',
    de: 'Zugang angelegt',
    es: 'creó un acceso',
  },
  'accounts/:account/locks/:smartlockId/auths/:authId/:change': {
    en: 'changed an access (:detail)',
    nl: 'toegang gewijzigd (:detail)',
    de: 'Zugang geändert (:detail)',
    es: 'cambió un acceso (:detail)',
  },
  'accounts/:account/remove': {
    en: 'removed the account',
    nl: 'account verwijderd',
    de: 'Konto entfernt',
    es: 'quitó la cuenta',
  },
  'accounts/:account/locks/:smartlockId/rename': {
    en: 'renamed the lock',
    nl: 'slot hernoemd',
    de: 'Schloss umbenannt',
    es: 'cambió el nombre de la cerradura',
  },
  'accounts/:account/locks/:smartlockId/remove': {
    en: 'removed the lock',
    nl: 'slot verwijderd',
    de: 'Schloss entfernt',
    es: 'quitó la cerradura',
  },
  'accounts/:account/locks/:smartlockId/settings': {
    en: 'changed the lock’s settings',
    nl: 'instellingen van het slot gewijzigd',
    de: 'Einstellungen des Schlosses geändert',
    es: 'cambió los ajustes de la cerradura',
  },
  'accounts/:account/locks/:smartlockId/admin-pin': {
    en: 'changed the lock’s admin PIN',
    nl: 'beheerders-pincode van het slot gewijzigd',
    de: 'Admin-PIN des Schlosses geändert',
    es: 'cambió el PIN de administrador de la cerradura',
  },
  'accounts/:account/people': {
    en: 'added a person to the account',
    nl: 'persoon aan het account toegevoegd',
    de: 'Person zum Konto hinzugefügt',
    es: 'añadió una persona a la cuenta',
  },
  'accounts/:account/people/:personId': {
    en: 'changed a person of the account',
    nl: 'persoon van het account gewijzigd',
    de: 'Person des Kontos geändert',
    es: 'cambió una persona de la cuenta',
  },
  'accounts/:account/people/:personId/remove': {
    en: 'removed a person from the account',
    nl: 'persoon uit het account verwijderd',
    de: 'Person aus dem Konto entfernt',
    es: 'quitó a una persona de la cuenta',
  },
  'accounts/:account/people/:personId/app-access': {
    en: 'gave a person app access to a lock',
    nl: 'persoon app-toegang tot een slot gegeven',
    de: 'einer Person App-Zugang zu einem Schloss gegeben',
    es: 'dio a una persona acceso por app a una cerradura',
  },
  'accounts/:account/people/:personId/app-access/:smartlockId/:authId/remove': {
    en: 'removed a person’s app access to the lock',
    nl: 'app-toegang van een persoon tot het slot verwijderd',
    de: 'App-Zugang einer Person zum Schloss entfernt',
    es: 'quitó a una persona el acceso por app a la cerradura',
  },
  'accounts/:account/notifications': {
    en: 'added a notification',
    nl: 'melding toegevoegd',
    de: 'Benachrichtigung hinzugefügt',
    es: 'añadió una notificación',
  },
  'accounts/:account/notifications/:notificationId': {
    en: 'changed a notification',
    nl: 'melding gewijzigd',
    de: 'Benachrichtigung geändert',
    es: 'cambió una notificación',
  },
  'accounts/:account/notifications/:notificationId/remove': {
    en: 'removed a notification',
    nl: 'melding verwijderd',
    de: 'Benachrichtigung entfernt',
    es: 'quitó una notificación',
  },
  'accounts/:account/webhooks': {
    en: 'registered a webhook',
    nl: 'webhook geregistreerd',
    de: 'Webhook registriert',
    es: 'registró un webhook',
  },
  'accounts/:account/webhooks/:id/remove': {
    en: 'removed a webhook',
    nl: 'webhook verwijderd',
    de: 'Webhook entfernt',
    es: 'quitó un webhook',
  },
  'accounts/:account/webhooks/:id/events': {
    en: 'changed a webhook’s events',
    nl: 'gebeurtenissen van een webhook gewijzigd',
    de: 'Ereignisse eines Webhooks geändert',
    es: 'cambió los eventos de un webhook',
  },
  password: {
    en: 'changed their password',
    nl: 'eigen wachtwoord gewijzigd',
    de: 'eigenes Passwort geändert',
    es: 'cambió su contraseña',
  },
  'sign-out': { en: 'signed out', nl: 'afgemeld', de: 'abgemeldet', es: 'cerró la sesión' },
  users: {
    en: 'added a sub-user',
    nl: 'subgebruiker toegevoegd',
    de: 'Unterbenutzer hinzugefügt',
    es: 'añadió un subusuario',
  },
  'users/:userId/profile': {
    en: 'changed a sub-user',
    nl: 'subgebruiker gewijzigd',
    de: 'Unterbenutzer geändert',
    es: 'cambió un subusuario',
  },
  'users/:userId/delete': {
    en: 'deleted a sub-user',
    nl: 'subgebruiker verwijderd',
    de: 'Unterbenutzer gelöscht',
    es: 'eliminó un subusuario',
  },
  'users/:userId/grants': {
    en: 'granted a sub-user a lock',
    nl: 'subgebruiker een slot toegekend',
    de: 'einem Unterbenutzer ein Schloss freigegeben',
    es: 'dio a un subusuario acceso a una cerradura',
  },
  'users/:userId/grants/:account/:smartlockId/revoke': {
    en: 'took a lock from a sub-user',
    nl: 'slot van een subgebruiker ingetrokken',
    de: 'einem Unterbenutzer ein Schloss entzogen',
    es: 'quitó a un subusuario el acceso a una cerradura',
  },
};

/** A route's own word (the lock action, the change of an access) in words; any other shows as it is. */
export const AUDIT_DETAIL_WORDS: Readonly<Record<string, Words>> = {
  lock: { en: 'Lock', nl: 'Vergrendelen', de: 'Verriegeln', es: 'Bloquear' },
  unlock: { en: 'Unlock', nl: 'Ontgrendelen', de: 'Entriegeln', es: 'Desbloquear' },
  unlatch: { en: 'Unlatch', nl: 'Openen', de: 'Öffnen', es: 'Abrir' },
  'lock-and-go': { en: "Lock 'n' Go", nl: "Lock 'n' Go", de: "Lock 'n' Go", es: "Lock 'n' Go" },
  delete: { en: 'deleted', nl: 'verwijderd', de: 'gelöscht', es: 'eliminado' },
  enable: { en: 'switched on', nl: 'ingeschakeld', de: 'aktiviert', es: 'activado' },
  disable: { en: 'switched off', nl: 'uitgeschakeld', de: 'deaktiviert', es: 'desactivado' },
};
